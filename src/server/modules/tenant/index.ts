// The office: its branding and switches (also before sign-in, from the host), and its own documents,
// which answer JSON with the content in base64 (core §7).
import { unauthorized, notFound } from '../../http-error';
import type { TenantRow } from '../../tenants';
import type { PortalHandlers, Schemas } from '../types';

/** The office as the portal reads it: its settings with the row's name and code. */
export const tenantAnswer = (tenant: TenantRow) => ({ ...tenant.settings, name: tenant.name, code: tenant.code }) as Schemas['Tenant'];

interface TenantDocumentRow {
  id: number;
  name: string;
  mime_type: string;
  content: Uint8Array;
  data: Record<string, unknown>;
  created_at: Date;
}

function tenantDocumentAnswer(row: TenantDocumentRow): Schemas['TenantDocument'] {
  const created = row.created_at.toISOString();
  return {
    ...row.data,
    id: row.id,
    name: row.name,
    mime_type: row.mime_type,
    extension: row.name.includes('.') ? row.name.split('.').pop()!.toLowerCase() : (row.mime_type.split('/').pop() ?? null),
    filesize: row.content.length,
    content: Buffer.from(row.content).toString('base64'),
    created_at: created,
    updated_at: created,
  };
}

export const tenantHandlers = {
  getTenant: async (_input, { signedIn, hostTenant }) => {
    const tenant = signedIn?.tenant ?? hostTenant;
    if (!tenant) throw unauthorized('Sign in, or use the office’s own address');
    return tenantAnswer(tenant);
  },
  getTenantDocuments: async (_input, { office }) => (await office.tenantDocuments()).map(tenantDocumentAnswer),
  getTenantDocument: async ({ params }, { office }) => {
    const row = await office.tenantDocument(params.id);
    if (!row) throw notFound();
    return tenantDocumentAnswer(row);
  },
} satisfies Partial<PortalHandlers>;
