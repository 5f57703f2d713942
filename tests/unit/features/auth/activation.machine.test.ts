// The account activation machine without React: number → registration token, its messages.
import { expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { activationMachine, type ActivationResult } from '../../../../src/features/auth/activation.machine';

function start(tenant: string | null, fakes: { activate?: () => Promise<ActivationResult>; resolve?: () => Promise<string> } = {}) {
  const calls = { activate: [] as unknown[], resolve: [] as string[] };
  const machine = activationMachine.provide({
    actors: {
      resolveTenantCode: fromPromise(async ({ input }: { input: { code: string } }) => {
        calls.resolve.push(input.code);
        return fakes.resolve ? fakes.resolve() : input.code.toLowerCase();
      }),
      activate: fromPromise(async ({ input }: { input: { number: string; tenant: string | null } }) => {
        calls.activate.push(input);
        return fakes.activate ? fakes.activate() : { kind: 'found' as const, token: 'reg-1' };
      }),
    },
  });
  const actor = createActor(machine, { input: { tenant } });
  actor.start();
  return { actor, calls };
}

it('requires the number, and the office code where the host names none', () => {
  const { actor, calls } = start(null);
  actor.send({ type: 'SUBMIT' });
  expect(actor.getSnapshot().context.errors).toEqual({ tenantCode: 'login_error_tenant', number: 'activation_error_number' });
  expect(calls.activate).toHaveLength(0);
});

it('gives the registration token for the password screen', async () => {
  const { actor, calls } = start('vandijk');
  actor.send({ type: 'CHANGE', field: 'number', value: ' VD-1001 ' });
  actor.send({ type: 'SUBMIT' });
  actor.send({ type: 'SUBMIT' });
  await waitFor(actor, (snapshot) => snapshot.status === 'done');
  expect(calls.activate).toEqual([{ number: 'VD-1001', tenant: null }]);
  expect(actor.getSnapshot().output).toEqual({ token: 'reg-1', tenant: null });
});

it('resolves the typed office code and passes the office on', async () => {
  const { actor, calls } = start(null);
  actor.send({ type: 'CHANGE', field: 'tenantCode', value: 'vandijk' });
  actor.send({ type: 'CHANGE', field: 'number', value: 'VD-1001' });
  actor.send({ type: 'SUBMIT' });
  await waitFor(actor, (snapshot) => snapshot.status === 'done');
  expect(calls.resolve).toEqual(['VANDIJK']);
  expect(calls.activate).toEqual([{ number: 'VD-1001', tenant: 'vandijk' }]);
  expect(actor.getSnapshot().output).toEqual({ token: 'reg-1', tenant: 'vandijk' });
});

it('says no matching account was found, keeping the number', async () => {
  const { actor } = start('vandijk', { activate: async () => ({ kind: 'notFound' }) });
  actor.send({ type: 'CHANGE', field: 'number', value: '999' });
  actor.send({ type: 'SUBMIT' });
  await waitFor(actor, (snapshot) => snapshot.context.error !== null);
  expect(actor.getSnapshot().context).toMatchObject({ error: 'activation_not_found', number: '999' });
});

it('says the office code is unknown', async () => {
  const { actor, calls } = start(null, { resolve: async () => Promise.reject(new Error('404')) });
  actor.send({ type: 'CHANGE', field: 'tenantCode', value: 'nope' });
  actor.send({ type: 'CHANGE', field: 'number', value: '1' });
  actor.send({ type: 'SUBMIT' });
  await waitFor(actor, (snapshot) => snapshot.context.error !== null);
  expect(actor.getSnapshot().context.error).toBe('login_error_tenantcode');
  expect(calls.activate).toHaveLength(0);
});

it('asks to try again when the server gives no answer', async () => {
  const { actor } = start('vandijk', { activate: async () => Promise.reject(new TypeError('network')) });
  actor.send({ type: 'CHANGE', field: 'number', value: '1' });
  actor.send({ type: 'SUBMIT' });
  await waitFor(actor, (snapshot) => snapshot.context.error !== null);
  expect(actor.getSnapshot().context.error).toBe('login_error_retry');
});
