// How a mortgage is named in lists, headings and the hypotheekwacht's texts: its property's
// address, else its number. Shared by the portal and the server's signal texts, so a signal names
// a loan part as the mortgages screen does.
import type { components } from '../../generated/portal';

type Mortgage = components['schemas']['Mortgage'];
type Property = components['schemas']['Property'];

export function propertyLine(property: Property | null | undefined): string {
  if (!property) return '';
  const number = property.formatted_number ?? [property.number, property.number_addition].filter(Boolean).join('-');
  return [[property.street, number].filter(Boolean).join(' '), [property.postal_code, property.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export const mortgageName = (mortgage: Mortgage): string =>
  propertyLine(mortgage.mainProperty) || mortgage.hypotheeknummer || mortgage.agency_name || String(mortgage.id);
