import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../../api/portal-data';
import { pictureLoaders } from '../../../api/proxy-pictures';
import { ContactPersonCard } from '../../../ui/contact/contact-person-card';
import { officeOf } from '../../../ui/contact/office';
import { OfficeAddressCard } from '../../../ui/contact/office-cards';
import { usePortal } from '../../../ui/portal-context';

/** The account manager, as on the contact screen (hidden by show_account_manager). */
export function AccountManagerCard() {
  const { t } = useTranslation('sections');
  const manager = usePortalData('customer').data?.account_manager;
  return manager ? <ContactPersonCard person={manager} role={t('account_manager')} /> : null;
}

/** The visiting address of the customer's office with its street picture (hidden by show_visiting_address). */
export function VisitingAddressCard() {
  const { tenant } = usePortal();
  const customer = usePortalData('customer').data;
  const office = officeOf(tenant, customer?.office_id);
  return office ? <OfficeAddressCard office={office} pictures={pictureLoaders} compact /> : null;
}
