// Every API's route table with its complete handler map, where it is served and who calls it. The maps are typed against the generated
// operations, so an operation without a handler (or an explicit notImplemented) does not compile.
import portalTable from '../../../generated/server/portal.json' with { type: 'json' };
import proxyTable from '../../../generated/server/proxy.json' with { type: 'json' };
import adviceTable from '../../../generated/server/advice.json' with { type: 'json' };
import officeTable from '../../../generated/server/office.json' with { type: 'json' };
import type { RegisteredHandlers } from '../contract/register';
import type { RouteTable } from '../contract/route-table';
import { accountHandlers } from './account';
import { adviceHandlers } from './advice';
import { appointmentHandlers } from './appointments';
import { assessmentHandlers } from './assessment';
import { catalogueHandlers } from './catalogue';
import { authHandlers } from './auth';
import { companyHandlers } from './companies';
import { correspondenceHandlers } from './correspondence';
import { customerHandlers } from './customer';
import { damageHandlers } from './damages';
import { documentHandlers } from './documents';
import { editScreenHandlers } from './edit-screens';
import { financeHandlers } from './finances';
import { livingHandlers } from './living';
import { mortgageHandlers } from './mortgages';
import { notificationHandlers } from './notifications';
import { officeHandlers } from './office';
import { officeSecondFactorHandlers } from './office/second-factors';
import { correspondenceHandlers as officeCorrespondenceHandlers } from './office/correspondence';
import { customerAccessHandlers as officeCustomerAccessHandlers } from './office/customer-access';
import { customerHandlers as officeCustomerHandlers } from './office/customers';
import { damageHandlers as officeDamageHandlers } from './office/damages';
import { documentHandlers as officeDocumentHandlers } from './office/documents';
import { documentRefusalHandlers as officeDocumentRefusalHandlers } from './office/document-refusals';
import { documentRequestHandlers as officeDocumentRequestHandlers } from './office/document-requests';
import { importHandlers as officeImportHandlers } from './office/import/handler';
import { mortgageHandlers as officeMortgageHandlers } from './office/mortgages';
import { offerHandlers as officeOfferHandlers } from './office/offers';
import { policyHandlers as officePolicyHandlers } from './office/policies';
import { policyHandlers } from './policies';
import { proxyHandlers } from './proxy';
import { tenantHandlers } from './tenant';
import type { OfficeHandlers, PortalHandlers } from './types';

const portalHandlers: PortalHandlers = {
  ...authHandlers,
  ...customerHandlers,
  ...tenantHandlers,
  ...mortgageHandlers,
  ...policyHandlers,
  ...damageHandlers,
  ...documentHandlers,
  ...correspondenceHandlers,
  ...appointmentHandlers,
  ...companyHandlers,
  ...editScreenHandlers,
  ...financeHandlers,
  ...livingHandlers,
  ...assessmentHandlers,
  ...notificationHandlers,
  ...accountHandlers,
};

const allOfficeHandlers: OfficeHandlers = {
  ...officeHandlers,
  ...officeSecondFactorHandlers,
  ...catalogueHandlers,
  ...officeCustomerHandlers,
  ...officeCustomerAccessHandlers,
  ...officeMortgageHandlers,
  ...officePolicyHandlers,
  ...officeDamageHandlers,
  ...officeCorrespondenceHandlers,
  ...officeDocumentHandlers,
  ...officeDocumentRequestHandlers,
  ...officeDocumentRefusalHandlers,
  ...officeImportHandlers,
  ...officeOfferHandlers,
};

export interface Contract {
  table: RouteTable;
  handlers: RegisteredHandlers;
  /** Where the contract is served (its document's `servers` URL). */
  prefix: string;
  /** Who calls it: customers (with or without a token) or an office's own system (its credential). */
  caller: 'customer' | 'office';
}

// The typed maps are checked above; the registry only needs to find a handler by operationId.
export const contracts: Contract[] = [
  { table: portalTable as unknown as RouteTable, handlers: portalHandlers as unknown as RegisteredHandlers, prefix: '/api', caller: 'customer' },
  { table: proxyTable as unknown as RouteTable, handlers: proxyHandlers as unknown as RegisteredHandlers, prefix: '/proxy', caller: 'customer' },
  { table: adviceTable as unknown as RouteTable, handlers: adviceHandlers as unknown as RegisteredHandlers, prefix: '/advice', caller: 'customer' },
  { table: officeTable as unknown as RouteTable, handlers: allOfficeHandlers as unknown as RegisteredHandlers, prefix: '/office/v1', caller: 'office' },
];
