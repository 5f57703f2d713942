// Step-up (issue 39, decision records 057 and 069): the one way the portal proves a second factor
// again before a security change. A change that answers `step_up_required` invokes this machine as
// a child and sends its request again once it ends proven, with what the customer typed kept. The
// code comes from the app when the customer has one the office accepts, else by mail; the
// customer may switch when both are there. A customer with a passkey the office accepts is offered
// it first, and may turn to a code. Its calls are actors the feature's hook provides.
import { assign, setup } from 'xstate';
import { unprovided } from './unprovided';

/** A call's outcome: done, a fresh proof needed first, or refused with a message key. */
export type Outcome<T> = { kind: 'done'; value: T } | { kind: 'stepUp' } | { kind: 'refused'; key: string };

export type StepUpFactor = 'app' | 'email';
/** Which factors this customer can prove now. */
export interface ProvableFactors {
  app: boolean;
  email: boolean;
  passkey: boolean;
}

interface Context {
  factor: StepUpFactor;
  factors: ProvableFactors;
  code: string;
  error: string | null;
  proven: boolean;
}

export type StepUpEvent =
  { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'RESEND' } | { type: 'SWITCH' } | { type: 'PASSKEY' } | { type: 'CANCEL' };

const SIX_DIGITS = /^\d{6}$/;
const refusal = (output: Outcome<unknown>) => (output.kind === 'refused' ? output.key : 'security_error');

export const stepUpMachine = setup({
  types: { context: {} as Context, events: {} as StepUpEvent, output: {} as { proven: boolean } },
  actors: {
    factors: unprovided<ProvableFactors, void>('factors'),
    mailCode: unprovided<Outcome<null>, void>('mailCode'),
    prove: unprovided<Outcome<null>, { factor: StepUpFactor; code: string }>('prove'),
    /** The browser's passkey prompt and the server's check of its answer. */
    passkey: unprovided<Outcome<null>, void>('passkey'),
  },
  guards: {
    codeInvalid: ({ context }) => !SIX_DIGITS.test(context.code.trim()),
    byMail: ({ context }) => context.factor === 'email',
    canSwitch: ({ context }) => context.factors.app && context.factors.email,
    hasPasskey: ({ context }) => context.factors.passkey,
  },
}).createMachine({
  id: 'stepUp',
  context: { factor: 'email', factors: { app: false, email: false, passkey: false }, code: '', error: null, proven: false },
  initial: 'reading',
  on: { CANCEL: '.cancelled' },
  states: {
    reading: {
      invoke: {
        src: 'factors',
        onDone: [
          // A passkey comes first: one touch, and no mail sent for nothing.
          { guard: ({ event }) => event.output.passkey, target: 'offeringPasskey', actions: assign({ factors: ({ event }) => event.output }) },
          { guard: ({ event }) => event.output.app, target: 'entering', actions: assign({ factors: ({ event }) => event.output, factor: 'app' }) },
          { guard: ({ event }) => event.output.email, target: 'mailing', actions: assign({ factors: ({ event }) => event.output, factor: 'email' }) },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    mailing: {
      invoke: {
        src: 'mailCode',
        onDone: { target: 'entering', actions: assign({ error: ({ event }) => (event.output.kind === 'done' ? null : refusal(event.output)) }) },
        onError: { target: 'entering', actions: assign({ error: 'security_error' }) },
      },
    },
    entering: {
      on: {
        CHANGE: { actions: assign({ code: ({ event }) => event.value, error: null }) },
        SUBMIT: [{ guard: 'codeInvalid', actions: assign({ error: 'security_code_invalid' }) }, { target: 'proving' }],
        RESEND: { guard: 'byMail', target: 'mailing', actions: assign({ code: '', error: null }) },
        SWITCH: [
          {
            guard: ({ context }) => context.factors.email && context.factor === 'app',
            target: 'mailing',
            actions: assign({ factor: 'email', code: '', error: null }),
          },
          { guard: 'canSwitch', actions: assign({ factor: 'app', code: '', error: null }) },
        ],
        PASSKEY: { guard: 'hasPasskey', target: 'usingPasskey', actions: assign({ error: null }) },
      },
    },
    /** The passkey offered first; the customer may turn to the app's or a mailed code instead. */
    offeringPasskey: {
      on: {
        PASSKEY: { target: 'usingPasskey', actions: assign({ error: null }) },
        SWITCH: [
          { guard: ({ context }) => context.factors.app, target: 'entering', actions: assign({ factor: 'app', error: null }) },
          { guard: ({ context }) => context.factors.email, target: 'mailing', actions: assign({ factor: 'email', error: null }) },
        ],
      },
    },
    usingPasskey: {
      invoke: {
        src: 'passkey',
        onDone: [
          { guard: ({ event }) => event.output.kind === 'done', target: 'proven' },
          { target: 'offeringPasskey', actions: assign({ error: ({ event }) => refusal(event.output) }) },
        ],
        onError: { target: 'offeringPasskey', actions: assign({ error: 'security_error' }) },
      },
    },
    proving: {
      invoke: {
        src: 'prove',
        input: ({ context }) => ({ factor: context.factor, code: context.code.trim() }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'done', target: 'proven' },
          { target: 'entering', actions: assign({ error: ({ event }) => refusal(event.output) }) },
        ],
        onError: { target: 'entering', actions: assign({ error: 'security_error' }) },
      },
    },
    /** Neither factor can be proven (the office accepts none this customer has). */
    unavailable: { entry: assign({ error: 'step_up_unavailable' }) },
    proven: { type: 'final', entry: assign({ proven: true }) },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ proven: context.proven }),
});
