// The calls of the step-up (issue 39, decision records 057 and 069) and the step-up machine with
// them: what every security change and the offer's signature invoke when the server answers
// `step_up_required`.
import { fromPromise } from 'xstate';
import { portalClient } from './client';
import { stepUpMachine, type Outcome, type ProvableFactors, type StepUpFactor } from '../lib/step-up.machine';

/** A call's answer as the machines take it: a 403 `step_up_required` asks for a fresh proof. */
export function outcome<T>(result: { data?: T; error?: { error: { code: string } }; response: Response }): Outcome<T> {
  if (result.data !== undefined) return { kind: 'done', value: result.data };
  const key = result.error?.error.code ?? 'security_error';
  return key === 'step_up_required' ? { kind: 'stepUp' } : { kind: 'refused', key };
}

export const nothing = <T>(answer: Outcome<T>): Outcome<null> => (answer.kind === 'done' ? { kind: 'done', value: null } : answer);

export const stepUpCalls = {
  /** What the customer can prove a step-up with, read fresh: the app may have just been set up. */
  provable: async (): Promise<ProvableFactors> => {
    const { data, error } = await portalClient.GET('/customer/auth/factors');
    if (error !== undefined) throw new Error('second factors');
    return {
      app: data.app && data.accepted.includes('app'),
      email: data.accepted.includes('email'),
      passkey: data.passkey && data.accepted.includes('passkey'),
    };
  },
  mailCode: async (): Promise<Outcome<null>> => nothing(outcome(await portalClient.POST('/customer/auth/step_up/code'))),
  prove: async (factor: StepUpFactor, code: string): Promise<Outcome<null>> =>
    nothing(outcome(await portalClient.POST('/customer/auth/step_up', { body: { factor, code } }))),
  /** The browser's passkey prompt for a challenge of this customer's, and its answer checked. */
  passkey: async (): Promise<Outcome<null>> => {
    const options = await portalClient.POST('/customer/auth/step_up/passkey_options');
    if (options.data === undefined) return nothing(outcome(options));
    // The WebAuthn helper loads only when a customer asks for it.
    const { startAuthentication } = await import('@simplewebauthn/browser');
    // The customer closing the browser's prompt rejects: they may try again or type a code.
    const credential = await startAuthentication({ optionsJSON: options.data }).catch(() => null);
    if (!credential) return { kind: 'refused', key: 'step_up_passkey_cancelled' };
    return nothing(outcome(await portalClient.POST('/customer/auth/step_up/passkey', { body: { credential } })));
  },
};

/** The step-up machine with the portal's calls. */
export const portalStepUp = stepUpMachine.provide({
  actors: {
    factors: fromPromise(() => stepUpCalls.provable()),
    mailCode: fromPromise(() => stepUpCalls.mailCode()),
    prove: fromPromise(({ input }: { input: { factor: StepUpFactor; code: string } }) => stepUpCalls.prove(input.factor, input.code)),
    passkey: fromPromise(() => stepUpCalls.passkey()),
  },
});
