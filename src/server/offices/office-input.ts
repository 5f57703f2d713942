// An office as an operator describes it (a JSON file, flags, or both), checked against the
// contract's Tenant schema so the portal can always answer what was stored. Fields an operator
// leaves out get the value the portal reads as "not set"; widget keys are never chosen by hand.
import portalTable from '../../../generated/server/portal.json' with { type: 'json' };
import type { components } from '../../../generated/portal';
import { validatorFor } from '../contract/validator';

export type Tenant = components['schemas']['Tenant'];

type Field = keyof Tenant;

const definitions = portalTable.definitions as unknown as Record<string, unknown> & {
  $id: string;
  $defs: Record<string, { properties?: Record<string, unknown> }>;
};

/** Every field of the Tenant entity the contract declares, in its order. */
export const tenantFields = Object.keys(definitions.$defs.Tenant!.properties!) as Field[];

/** The advice widgets' keys: made and rotated by the server, never chosen. */
export const widgetKeyFields = tenantFields.filter((field) => field.startsWith('advies_widgets_'));

// Closed, unlike the answer schema: a misspelt field in an operator's file must be refused, not dropped.
const closedTenant = {
  $ref: `${definitions.$id}#/$defs/Tenant`,
  unevaluatedProperties: false,
  properties: { offices: { items: { $ref: `${definitions.$id}#/$defs/Office`, unevaluatedProperties: false } } },
};
const validate = validatorFor(definitions)(closedTenant, 'exact');

const notSet: Omit<Tenant, 'code' | 'subdomain' | 'name' | 'primary_color' | 'secondary_color'> = {
  logo: null,
  header: null,
  full_name: null,
  website: null,
  tertiary_color: null,
  slogan: null,
  contact_email: null,
  use_contact_email: false,
  support_email: null,
  use_support_email: false,
  pronoun: null,
  show_account_manager: null,
  show_income: null,
  show_mortgages: null,
  show_obligations: null,
  show_policies: null,
  show_opening_hours: null,
  show_visiting_address: null,
  online_afspraken_enabled: null,
  is_provider_brand: false,
  advies_widgets_interest_list_key: null,
  advies_widgets_scenarios_key: null,
  advies_widgets_maximum_mortgage_key: null,
  advies_widgets_refinance_key: null,
  advies_widgets_sustainability_key: null,
  offices: [],
};

export type OfficeInput = { ok: true; tenant: Tenant } | { ok: false; problems: string[] };

/**
 * The office described by `given` (the file's object with the flags laid over it), completed and
 * checked. The sub-domain is also the office's name: the server finds an office by its host's first label.
 */
export function officeFromInput(given: Record<string, unknown>): OfficeInput {
  const problems: string[] = [];
  for (const field of widgetKeyFields) {
    if (given[field] !== undefined && given[field] !== null) problems.push(`${field}: widget keys are made by the server, not chosen`);
  }
  if (given.name !== undefined && given.name !== given.subdomain) problems.push('name: must equal subdomain (the office is found by its sub-domain)');
  const tenant = { ...notSet, ...given, name: given.subdomain };
  if (!validate(tenant)) {
    for (const error of validate.errors ?? []) {
      const where = error.instancePath.slice(1).replaceAll('/', '.') || '(office)';
      // A closed part of the contract (a branch, its hours) says additionalProperties: one phrase for both.
      const unknown = (error.params.unevaluatedProperty ?? error.params.additionalProperty) as string | undefined;
      problems.push(`${where}: ${unknown === undefined ? (error.message ?? error.keyword) : `must NOT have unevaluated properties "${unknown}"`}`);
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, tenant: tenant as Tenant };
}
