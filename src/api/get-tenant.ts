import type { components } from '../../generated/portal';
import { portalClient } from './client';

export type Tenant = components['schemas']['Tenant'];

/** What the portal can do with the answer: brand itself, say the office is unknown, or offer a retry. */
export type TenantResult = { kind: 'found'; tenant: Tenant } | { kind: 'unknown-office' } | { kind: 'failed'; status: number | null };

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
