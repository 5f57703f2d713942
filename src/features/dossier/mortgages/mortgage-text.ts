// How a mortgage is named in lists and headings: its property's address, else its number.
import type { Mortgage, Property } from './mortgage-figures';

export function propertyLine(property: Property | null | undefined): string {
  if (!property) return '';
  const number = property.formatted_number ?? [property.number, property.number_addition].filter(Boolean).join('-');
  return [[property.street, number].filter(Boolean).join(' '), [property.postal_code, property.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export const mortgageName = (mortgage: Mortgage): string =>
  propertyLine(mortgage.mainProperty) || mortgage.hypotheeknummer || mortgage.agency_name || String(mortgage.id);
