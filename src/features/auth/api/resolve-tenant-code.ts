import { proxyClient } from '../../../api/client';

/** Core §8: a code the proxy cannot resolve reads 'could not transform tenantcode'. */
export class TenantCodeError extends Error {
  constructor(code: string) {
    super(`could not transform tenantcode ${code}`);
  }
}

/** The office sub-domain of a typed advisor/office code (GET /proxy/tenant/code/{code}). */
export async function resolveTenantCode(code: string): Promise<string> {
  const { data } = await proxyClient.GET('/tenant/code/{code}', { params: { path: { code } } });
  if (!data) throw new TenantCodeError(code);
  return data.subdomain;
}
