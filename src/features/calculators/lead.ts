// The contact details of "ask the advisor" (advice §7), from the customer's record. Without a
// phone number the lead is sent as it is and the service refuses it: the customer then reads the
// hint that the phone number is probably missing (advice §8).
import type { components as Advice } from '../../../generated/advice';
import type { components as Portal } from '../../../generated/portal';

type Lead = Advice['schemas']['Lead'];

export function leadOf(customer: Portal['schemas']['Customer']): Lead {
  return {
    first_name: customer.first_name ?? customer.initials ?? customer.full_name,
    insertion: customer.suffix,
    last_name: customer.last_name,
    phone_number: customer.mobile ?? customer.phone ?? '',
    email_address: customer.email_address ?? customer.username,
    subscribe_to_mailing: false,
    i_give_permission: true,
  };
}
