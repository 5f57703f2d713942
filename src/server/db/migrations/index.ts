// Versioned migrations, applied in name order at start (Kysely's Migrator keeps the ledger).
import type { Migration } from 'kysely';
import { initial } from './001-initial';
import { signIn } from './002-sign-in';
import { messages } from './003-messages';
import { editScreens } from './004-edit-screens';
import { assessmentTokens } from './005-assessment-tokens';
import { appointmentBooking } from './006-appointment-booking';
import { lenderRates } from './007-lender-rates';
import { codeTickets } from './008-code-tickets';
import { computedSignals } from './009-computed-signals';
import { pushNotifications } from './010-push-notifications';
import { officeCredentials } from './011-office-credentials';
import { rateEvents } from './012-rate-events';
import { officeAudit } from './013-office-audit';
import { lenderTerms } from './014-lender-terms';
import { officeRefs } from './015-office-refs';
import { customerAccounts } from './016-customer-accounts';
import { officeEvents } from './017-office-events';
import { secondFactors } from './019-second-factors';
import { sessionDevices } from './021-session-devices';
import { dataExports } from './022-data-exports';
import { languageChosen } from './024-language-chosen';
import { passkeys } from './025-passkeys';
import { offers } from './027-offers';

export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-sign-in': signIn,
  '003-messages': messages,
  '004-edit-screens': editScreens,
  '005-assessment-tokens': assessmentTokens,
  '006-appointment-booking': appointmentBooking,
  '007-lender-rates': lenderRates,
  '008-code-tickets': codeTickets,
  '009-computed-signals': computedSignals,
  '010-push-notifications': pushNotifications,
  '011-office-credentials': officeCredentials,
  '012-rate-events': rateEvents,
  '013-office-audit': officeAudit,
  '014-lender-terms': lenderTerms,
  '015-office-refs': officeRefs,
  '016-customer-accounts': customerAccounts,
  '017-office-events': officeEvents,
  '019-second-factors': secondFactors,
  '021-session-devices': sessionDevices,
  '022-data-exports': dataExports,
  '024-language-chosen': languageChosen,
  '025-passkeys': passkeys,
  '027-offers': offers,
};
