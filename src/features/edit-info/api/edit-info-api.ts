// The saves of the edit screens (advice §5): one typed call per form and the customer's picture
// (the password change is with the security calls, behind step-up). Each answers openapi-fetch's result, which the save machine reads.
import type { components } from '../../../../generated/portal';
import { portalClient } from '../../../api/client';

type Schemas = components['schemas'];

export const saveEdits = {
  personalia: (body: Schemas['PersonaliaEdit']) => portalClient.POST('/customer/edit_screen/personalia', { body }),
  income: (body: Schemas['IncomeEdit']) => portalClient.POST('/customer/edit_screen/income', { body }),
  living: (body: Schemas['CurrentLivingEdit']) => portalClient.POST('/customer/edit_screen/current_living', { body }),
  mortgage: (body: Schemas['MortgageEdit']) => portalClient.POST('/customer/edit_screen/mortgage', { body }),
  contactDetails: (body: Schemas['ContactDetailsEdit']) => portalClient.POST('/customer/edit_screen/contact_details', { body }),
};

/** Saves the cropped picture (a PNG data URL). */
export const postAvatar = (avatar: string) => portalClient.POST('/customer/customer/avatar/', { body: { avatar } });

/** Saves how the customer hears of each kind of new item. */
export const postNotificationChoices = (body: Schemas['NotificationPreferences']) => portalClient.POST('/customer/customer/notification_preferences', { body });
