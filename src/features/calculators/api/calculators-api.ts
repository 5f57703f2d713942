// The calculators' calls: the advice services for the machines' actors (an answer, or why it
// failed, advice §8), and the note a widget's thanks step leaves in the customer's record.
import type { operations } from '../../../../generated/portal';
import { errorBody } from '../../../api/api-error';
import { adviceClient, portalClient } from '../../../api/client';
import type { CalculateOutcome, ScenarioRequest } from '../scenarios.machine';
import type { RefinanceOutcome, RefinanceRequest } from '../refinance.machine';

type Failure = { kind: 'noLoanParts' } | { kind: 'failed' };
/** Why the advice engine gave no result: it failed, or the mortgage has no loan parts to compute with. */
export type AdviceFailure = Failure['kind'];

function failure(error: unknown): Failure {
  return errorBody(error)?.code === 'no_loan_parts' ? { kind: 'noLoanParts' } : { kind: 'failed' };
}

export async function calculateScenarios(apiKey: string, body: ScenarioRequest, signal?: AbortSignal): Promise<CalculateOutcome> {
  const { data, error } = await adviceClient.POST('/scenarios', { params: { query: { api_key: apiKey } }, body, signal });
  return data ? { kind: 'result', result: data.data.result } : failure(error);
}

export async function calculateRefinance(apiKey: string, body: RefinanceRequest, signal?: AbortSignal): Promise<RefinanceOutcome> {
  const { data, error } = await adviceClient.POST('/refinance', { params: { query: { api_key: apiKey } }, body, signal });
  return data ? { kind: 'result', result: data.data.result } : failure(error);
}

/** A lead goes with a calculation (the request's `lead`): it is sent when the calculation answers. */
export async function sendScenariosLead(apiKey: string, body: ScenarioRequest): Promise<boolean> {
  return (await calculateScenarios(apiKey, body)).kind === 'result';
}

export async function sendRefinanceLead(apiKey: string, body: RefinanceRequest): Promise<boolean> {
  return (await calculateRefinance(apiKey, body)).kind === 'result';
}

export const lenderImageUrl = (code: string, apiKey: string) => `/advice/lender/${encodeURIComponent(code)}/image?api_key=${encodeURIComponent(apiKey)}`;

/** Logs `note` in the customer's record; whether the server kept it. */
export async function postNote(note: operations['postNote']['requestBody']['content']['application/json']): Promise<boolean> {
  const { data } = await portalClient.POST('/customer/note', { body: note });
  return Boolean(data);
}
