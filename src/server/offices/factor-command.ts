// `npm run office -- second-factors <CODE> [--accept email,app,passkey] [--stronger-required true|false]`:
// shows an office's policy on second factors, or changes what is given of it, refused as
// PUT /office/v1/second-factors refuses it (decision record 069).
import { parseArgs } from 'node:util';
import { FACTORS, factorPolicy, isAcceptedFactor, policyProblem, policySettings, type FactorPolicy } from '../auth/factor-policy';
import { json, type Db } from '../db/database';
import { officeByCode } from '../tenants';
import type { CommandResult } from './command-result';

export const factorUsage = [`  second-factors <CODE> [--accept ${FACTORS.join(',')}] [--stronger-required true|false]   the second factors the office accepts`];

const PROBLEMS = {
  second_factors_empty: 'accept at least one factor',
  stronger_factor_needs_app: 'a required stronger factor needs app among the accepted',
};

const shown = (code: string, policy: FactorPolicy) => [
  `${code} accepts ${policy.accepted.join(', ')}; a factor stronger than e-mail is ${policy.strongerRequired ? 'required' : 'not required'}.`,
];

export async function runFactorCommand(db: Db, args: string[]): Promise<CommandResult> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { accept: { type: 'string' }, 'stronger-required': { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    return { code: 2, lines: [error instanceof Error ? error.message : String(error), ...factorUsage] };
  }
  const [code, ...extra] = parsed.positionals;
  if (!code || extra.length) return { code: 2, lines: ['Name one office code.', ...factorUsage] };
  const office = await officeByCode(db, code);
  if (!office) return { code: 1, lines: [`No office with code ${code.toUpperCase()}.`] };
  const current = factorPolicy(office);
  const { accept, 'stronger-required': stronger } = parsed.values;
  if (accept === undefined && stronger === undefined) return { code: 0, lines: shown(office.code, current) };
  const listed = accept === undefined ? current.accepted : accept.split(',').map((factor) => factor.trim());
  const unknown = listed.filter((factor) => !isAcceptedFactor(factor));
  if (unknown.length) return { code: 1, lines: [`Unknown factor ${unknown.join(', ')}; name ${FACTORS.join(', ')}.`] };
  if (stronger !== undefined && stronger !== 'true' && stronger !== 'false') return { code: 2, lines: ['--stronger-required takes true or false.'] };
  const policy: FactorPolicy = {
    accepted: listed.filter(isAcceptedFactor),
    strongerRequired: stronger === undefined ? current.strongerRequired : stronger === 'true',
  };
  const problem = policyProblem(policy);
  if (problem) return { code: 1, lines: [`The policy was not stored: ${PROBLEMS[problem]}.`] };
  const settings = policySettings(office.settings, policy);
  await db
    .updateTable('tenants')
    .set({ settings: json(settings) })
    .where('id', '=', office.id)
    .execute();
  return { code: 0, lines: shown(office.code, factorPolicy({ settings })) };
}
