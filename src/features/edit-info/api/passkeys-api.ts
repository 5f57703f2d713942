// The account tab's passkey calls (issue 39 item 1): the list, adding one (the server's options,
// the browser's prompt, the answer back) and removing one. A 403 `step_up_required` asks for a
// fresh proof; any other refusal carries the server's message key.
import { queryOptions } from '@tanstack/react-query';
import { portalClient } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import type { Outcome } from '../app-setup.machine';
import type { PasskeyChange } from '../passkeys.machine';

export const passkeysQuery = () =>
  queryOptions({
    queryKey: queryKeys.passkeys,
    queryFn: async ({ signal }) => {
      const { data, error } = await portalClient.GET('/customer/auth/passkeys', { signal });
      if (error !== undefined) throw new Error('passkeys');
      return data.passkeys;
    },
  });

function outcome(result: { data?: unknown; error?: { error: { code: string } } }): Outcome<null> {
  if (result.data !== undefined) return { kind: 'done', value: null };
  const key = result.error?.error.code ?? 'security_error';
  return key === 'step_up_required' ? { kind: 'stepUp' } : { kind: 'refused', key };
}

async function addPasskey(name: string): Promise<Outcome<null>> {
  const options = await portalClient.POST('/customer/auth/passkeys/options');
  if (!options.data) return outcome(options);
  // Loaded only when a customer adds a passkey.
  const { startRegistration } = await import('@simplewebauthn/browser');
  // Closing the browser's prompt rejects: the customer said no, and may try again.
  const credential = await startRegistration({ optionsJSON: options.data }).catch(() => null);
  if (!credential) return { kind: 'refused', key: 'passkey_cancelled' };
  return outcome(await portalClient.POST('/customer/auth/passkeys', { body: { name, credential } }));
}

export const sendPasskeyChange = async (change: PasskeyChange): Promise<Outcome<null>> =>
  change.kind === 'add' ? addPasskey(change.name) : outcome(await portalClient.DELETE('/customer/auth/passkeys/{id}', { params: { path: { id: change.id } } }));
