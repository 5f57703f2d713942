// Sign-in: password, then (for accounts with a second factor) the app's code, the mailed code or a
// recovery code (issue 39). Throttled per
// (account, address) pair and per address, so a stranger's guesses never lock the owner out; an unknown account, a throttled one and a wrong password all get the same 401
// after the same scrypt work, so neither the answer nor its timing tells them apart.
import type { components } from '../../../../generated/proxy';
import { findAccount } from '../../auth/accounts';
import { deviceOf } from '../../auth/devices';
import { mailIfNewDevice } from '../../auth/new-device';
import { bodyTenant, officeOfCall } from '../../auth/office';
import { decoyHash, verifyPassword } from '../../auth/passwords';
import { openSession, type TokenAnswer } from '../../auth/sessions';
import { addressKey, pairKey, Throttle } from '../../auth/throttle';
import { redeemFactor, signInFactors, type SignInFactor } from '../../auth/sign-in-factors';
import { markPasswordChecked } from '../../auth/two-factor';
import { RawReply, type BaseContext } from '../../contract/handlers';
import { unauthorized } from '../../http-error';
import { signInFailures } from '../../observability/metrics';
import { mailSecurityChange } from '../../mail/security-mail';

type LoginRequest = components['schemas']['LoginRequest'];

/** The contract's 403 with the ticket that lets this caller, and only them, have the code mailed. */
const twoFactorRequired = (ticket: string, factors: SignInFactor[]) =>
  new RawReply(403, { error: { code: 'two_factor_required', message: 'This user only allows two factor authentication.', status: 403 }, ticket, factors });

/** The office a sign-in names; on another office's host the account is refused like a wrong one. */
export function signInOffice(context: BaseContext, tenant: string) {
  return officeOfCall(context, bodyTenant(tenant), () => unauthorized('This account belongs to another office'));
}

export async function login(body: LoginRequest, ip: string, userAgent: string | undefined, context: BaseContext): Promise<TokenAnswer | RawReply> {
  const { accounts: db, config, mailer } = context;
  const office = await signInOffice(context, body.tenant);
  const throttle = new Throttle(db, config.clock);
  const ofPair = pairKey('login', office.id, body.username, ip);
  const keys = [ofPair, addressKey('login', ip)];
  const locked = await throttle.locked(keys);
  const account = await findAccount(db, office.id, body.username);
  const valid = await verifyPassword(body.password, account?.password_hash ?? (await decoyHash()));
  if (locked || !account || !valid) {
    // Attempts during a lock are not counted: the lock already holds them off.
    if (!locked) await throttle.record(keys);
    signInFailures.inc();
    throw unauthorized('Wrong username or password');
  }
  const factors = await signInFactors(db, office, account);
  const owner = { tenantId: office.id, customerId: account.id };
  if (factors.length > 0) {
    if (!body.otp) return twoFactorRequired(await markPasswordChecked(db, config.sessionSecret, owner, config.clock()), factors);
    const factor = body.factor ?? factors[0]!;
    if (!factors.includes(factor) || !(await redeemFactor(db, config.sessionSecret, owner, factor, body.otp, config.clock()))) {
      await throttle.record(keys);
      signInFailures.inc();
      throw unauthorized('Wrong, expired or used code');
    }
    if (factor === 'recovery') await mailSecurityChange(db, mailer, office, account.id, 'recovery_code_used');
  }
  // The address's code requests are forgotten too: code mails need the password anyway, and a
  // shared address (an office, the end-to-end tests) should not run out of them.
  await throttle.clear([ofPair, pairKey('code', office.id, body.username, ip), addressKey('code', ip)]);
  const device = deviceOf(userAgent);
  const { sessionId, ...tokens } = await openSession(db, config, office.id, account.id, device, factors.length > 0);
  await mailIfNewDevice(db, mailer, office, account, sessionId, device, config.clock());
  return tokens;
}
