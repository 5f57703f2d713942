/**
 * The one query-key factory of the portal: every cached answer's key comes from here, so a screen
 * that refreshes data after a change names the same key the screen that reads it used. The
 * customer's data (one key per kind, `DataName`) share the prefix `customerData`: a save of the
 * customer's own data refreshes all of it at once; what is not the customer's (the office's lookup
 * tables) keeps a prefix of its own.
 */
import type { DataName } from '../config';

const customerData = ['portal'] as const;

export const queryKeys = {
  customerData,
  data: (name: DataName) => [...customerData, name] as const,
  /** A further page of the mails, under the mails' key so marking a mail seen refreshes it too. */
  mailPage: (page: number) => [...customerData, 'mails', 'page', page] as const,
  officeDocuments: ['tenant-documents'] as const,
  documentFile: (link: string) => ['document-file', link] as const,
  agencyLabels: (hdnCode: string | undefined) => ['agency-labels', hdnCode] as const,
  appointmentNames: ['appointments', 'names'] as const,
  /** Where the customer is signed in (the account tab). */
  sessions: ['account', 'sessions'] as const,
  /** The customer's newest data archive (the account tab). */
  dataExport: ['account', 'data-export'] as const,
  /** The customer's second factors (issue 39): not under customerData, a save of their data leaves them be. */
  secondFactors: ['second-factors'] as const,
  /** The offers the customer is to sign or signed (issue 40). */
  offers: ['offers'] as const,
  passkeys: ['passkeys'] as const,
};
