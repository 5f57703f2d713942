// The advice services are authorised by an office's widget key: each calculator only by its own
// key, so an office that switched a calculator off (key null) cannot be used through another.
import type { CALCULATORS } from '../../../lib/calculators';
import type { BaseContext } from '../../contract/handlers';
import { unauthorized } from '../../http-error';
import type { TenantRow } from '../../tenants';

export type CalculatorKey = (typeof CALCULATORS)[number]['key'];

export async function officeOfKey(apiKey: string, context: BaseContext, ...accepted: CalculatorKey[]): Promise<TenantRow> {
  const office = await context.tenants.byWidgetKey(apiKey);
  if (!office || !accepted.some((name) => office.settings[name] === apiKey)) throw unauthorized('The api_key matches no office');
  return office;
}
