/**
 * The component schemas of the portal contract that forms render. `npm run generate` writes a
 * self-contained copy of each (its $refs resolved into `definitions`) and its precompiled
 * validator to generated/forms/, so the browser ships no schema compiler. A form entry of
 * screens.config.ts names one of these.
 */
export const formSchemaNames = [
  'PersonaliaEdit',
  'IncomeEdit',
  'CurrentLivingEdit',
  'MortgageEdit',
  'ContactDetailsEdit',
  'DamageReportSubmission',
  'MessageSubmission',
] as const;

export type FormSchemaName = (typeof formSchemaNames)[number];
