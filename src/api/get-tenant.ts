import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../generated/portal';
import { portalClient } from './client';

export type Tenant = components['schemas']['Tenant'];

/** What the portal can do with the answer: brand itself, say the office is unknown, or offer a retry. */
export type TenantResult =
  | { kind: 'found'; tenant: Tenant }
  | { kind: 'unknown-office' }
  | { kind: 'failed'; status: number | null };

/**
 * The office of the current host (GET /customer/tenant, no token needed).
 * Network failures become `failed` so the caller has one shape to handle;
 * an abort is rethrown because nobody is waiting for the answer any more.
 */
export async function getTenant(signal?: AbortSignal): Promise<TenantResult> {
  try {
    const { data, error, response } = await portalClient.GET('/customer/tenant', { signal });
    if (data) return { kind: 'found', tenant: data };
    if (response.status === 404 && error?.error.code === 'unknown_office') return { kind: 'unknown-office' };
    return { kind: 'failed', status: response.status };
  } catch (cause) {
    if (signal?.aborted) throw cause;
    return { kind: 'failed', status: null };
  }
}

/** A failed office lookup, with the status the start-up screen tells apart (503: maintenance). */
export class TenantLoadError extends Error {
  constructor(readonly status: number | null) {
    super(`The office could not be loaded (${status ?? 'no answer'})`);
  }
}

/**
 * The office `tenantName` as a cached query, shared by the start-up screens and the sign-in
 * screens. The host's office needs no token; on a host without office sub-domain the signed-in
 * token names it (the middleware adds it). A failure throws, so a background refetch that fails
 * keeps the office already shown instead of replacing it with an error screen.
 */
export function tenantQuery(tenantName: string | null) {
  return queryOptions({
    queryKey: ['tenant', tenantName] as const,
    queryFn: async ({ signal }): Promise<Exclude<TenantResult, { kind: 'failed' }>> => {
      const result = await getTenant(signal);
      if (result.kind === 'failed') throw new TenantLoadError(result.status);
      return result;
    },
    enabled: tenantName !== null,
    staleTime: 5 * 60_000,
  });
}
