// Setting up an authenticator app from the account tab (issue 39, decision record 057): the server
// first asks for a fresh proof (a mailed code) when the session has none, then answers the key,
// which the customer confirms with the app's first code; the recovery codes then show once. What
// the customer typed stays while a call fails. The calls are actors the dialog provides.
import { assign, setup } from 'xstate';
import type { components } from '../../../generated/portal';
import { unprovided } from '../../lib/unprovided';

/** The app's key as the set-up call answers it. */
export type AppKey = components['schemas']['AppSetup'];

/** A call's outcome: done, a fresh proof needed first, or refused with a message key. */
export type Outcome<T> = { kind: 'done'; value: T } | { kind: 'stepUp' } | { kind: 'refused'; key: string };

interface Context {
  setup: AppKey | null;
  code: string;
  codes: string[];
  error: string | null;
}

type Event = { type: 'OPEN' } | { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'RESEND' } | { type: 'CLOSE' };

const SIX_DIGITS = /^\d{6}$/;

export const appSetupMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    begin: unprovided<Outcome<AppKey>, void>('begin'),
    confirm: unprovided<Outcome<string[]>, { code: string }>('confirm'),
    mailStepUpCode: unprovided<Outcome<null>, void>('mailStepUpCode'),
    stepUp: unprovided<Outcome<null>, { code: string }>('stepUp'),
  },
  actions: {
    /** The factors changed: the account tab reads them again. */
    changed: () => undefined,
  },
  guards: {
    codeInvalid: ({ context }) => !SIX_DIGITS.test(context.code.trim()),
  },
}).createMachine({
  id: 'appSetup',
  context: { setup: null, code: '', codes: [], error: null },
  initial: 'closed',
  on: { CLOSE: { target: '.closed', actions: assign({ setup: null, code: '', codes: [], error: null }) } },
  states: {
    closed: { on: { OPEN: 'beginning' } },
    beginning: {
      invoke: {
        src: 'begin',
        onDone: [
          { guard: ({ event }) => event.output.kind === 'stepUp', target: 'stepUp' },
          {
            guard: ({ event }) => event.output.kind === 'done',
            target: 'scanning',
            actions: assign({ setup: ({ event }) => (event.output.kind === 'done' ? event.output.value : null) }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => (event.output.kind === 'refused' ? event.output.key : 'security_error') }) },
        ],
        onError: { target: 'failed', actions: assign({ error: 'security_error' }) },
      },
    },
    stepUp: {
      initial: 'mailing',
      states: {
        mailing: {
          invoke: {
            src: 'mailStepUpCode',
            onDone: { target: 'entering' },
            onError: { target: 'entering', actions: assign({ error: 'security_error' }) },
          },
        },
        entering: {
          on: {
            CHANGE: { actions: assign({ code: ({ event }) => event.value, error: null }) },
            SUBMIT: [{ guard: 'codeInvalid', actions: assign({ error: 'security_code_invalid' }) }, { target: 'proving' }],
            RESEND: { target: 'mailing', actions: assign({ code: '', error: null }) },
          },
        },
        proving: {
          invoke: {
            src: 'stepUp',
            input: ({ context }) => ({ code: context.code.trim() }),
            onDone: [
              { guard: ({ event }) => event.output.kind === 'done', target: '#appSetup.beginning', actions: assign({ code: '', error: null }) },
              { target: 'entering', actions: assign({ error: ({ event }) => (event.output.kind === 'refused' ? event.output.key : 'security_error') }) },
            ],
            onError: { target: 'entering', actions: assign({ error: 'security_error' }) },
          },
        },
      },
    },
    scanning: {
      on: {
        CHANGE: { actions: assign({ code: ({ event }) => event.value, error: null }) },
        SUBMIT: [{ guard: 'codeInvalid', actions: assign({ error: 'security_code_invalid' }) }, { target: 'confirming' }],
      },
    },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'done',
            target: 'showingCodes',
            actions: [assign({ codes: ({ event }) => (event.output.kind === 'done' ? event.output.value : []), setup: null, code: '' }), 'changed'],
          },
          // The proof ran out while the customer set up the app: prove again, keeping the key.
          { guard: ({ event }) => event.output.kind === 'stepUp', target: 'stepUp' },
          { target: 'scanning', actions: assign({ error: ({ event }) => (event.output.kind === 'refused' ? event.output.key : 'security_error') }) },
        ],
        onError: { target: 'scanning', actions: assign({ error: 'security_error' }) },
      },
    },
    showingCodes: {},
    failed: {},
  },
});
