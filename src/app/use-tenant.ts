import { useCallback, useEffect, useState } from 'react';
import { getTenant, type Tenant, type TenantResult } from '../api/get-tenant';
import { officeFromHost } from '../lib/tenant-host';

export type TenantState =
  | { status: 'no-office' }
  | { status: 'loading' }
  | { status: 'ready'; tenant: Tenant }
  | { status: 'unknown-office' }
  | { status: 'failed' };

const BASE_DOMAIN = import.meta.env.BASE_DOMAIN ?? 'localhost';

function toState(result: TenantResult): TenantState {
  switch (result.kind) {
    case 'found':
      return { status: 'ready', tenant: result.tenant };
    case 'unknown-office':
      return { status: 'unknown-office' };
    case 'failed':
      return { status: 'failed' };
  }
}

/**
 * The office of this host. A host without an office sub-domain asks nothing: it has
 * no tenant to brand with. `retry` asks again after a failure.
 */
export function useTenant(host: string = window.location.host): { state: TenantState; retry: () => void } {
  const office = officeFromHost(host, BASE_DOMAIN);
  const [attempt, setAttempt] = useState(0);
  // The answer remembers which attempt it belongs to, so a retry reads as loading
  // without resetting state inside the effect.
  const [answer, setAnswer] = useState<{ attempt: number; result: TenantResult } | null>(null);

  useEffect(() => {
    if (!office) return;
    const controller = new AbortController();
    getTenant(controller.signal).then(
      (result) => setAnswer({ attempt, result }),
      // Only an abort rejects, and then the component is gone or asking again.
      () => undefined,
    );
    return () => controller.abort();
  }, [office, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!office) return { state: { status: 'no-office' }, retry };
  if (answer?.attempt !== attempt) return { state: { status: 'loading' }, retry };
  return { state: toState(answer.result), retry };
}
