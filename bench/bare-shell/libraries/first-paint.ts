// The libraries the portal cannot paint its login page without (docs/architecture.md "Five ideas"
// prescribes them: flows are XState machines, texts come through i18next, the API through
// openapi-fetch), started the least a real app would. The "shell with libraries" build of `npm run bench:web` loads this
// before its first render, so the table shows how far the portal's own code is from that floor.
import { useSelector } from '@xstate/react';
import i18next from 'i18next';
import createClient from 'openapi-fetch';
import { initReactI18next, useTranslation } from 'react-i18next';
import { assign, createActor, createMachine, fromPromise } from 'xstate';

await i18next.use(initReactI18next).init({ lng: 'nl', resources: { nl: { translation: { title: 'Inloggen' } } }, interpolation: { escapeValue: false } });

const client = createClient({ baseUrl: '/api' });
const session = createMachine({
  context: { attempts: 0 },
  initial: 'signedOut',
  states: {
    signedOut: { on: { SIGN_IN: { target: 'checking', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) } } },
    checking: { invoke: { src: fromPromise(() => client.GET('/health' as never)), onDone: 'signedIn', onError: 'signedOut' } },
    signedIn: {},
  },
});
export const actor = createActor(session).start();
// Exported, so a bundler keeps them as the portal's components use them.
export const hooks = { useSelector, useTranslation };
