/**
 * Where each form schema's generated files are: the self-contained schema and its precompiled
 * validator, loaded with the form (its own chunk each), never with the dashboard.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormSchemaName } from '../../config';

export interface FormSource {
  schema: RJSFSchema;
  validators: ValidatorFunctions;
}

type Loader = () => Promise<FormSource>;

const pair = (schema: Promise<{ default: unknown }>, validators: Promise<{ default: ValidatorFunctions }>): Promise<FormSource> =>
  Promise.all([schema, validators]).then(([s, v]) => ({ schema: s.default as RJSFSchema, validators: v.default }));

export const formSources: Readonly<Record<FormSchemaName, Loader>> = {
  PersonaliaEdit: () => pair(import('../../../generated/forms/PersonaliaEdit.json'), import('../../../generated/forms/PersonaliaEdit.validator.js')),
  IncomeEdit: () => pair(import('../../../generated/forms/IncomeEdit.json'), import('../../../generated/forms/IncomeEdit.validator.js')),
  CurrentLivingEdit: () => pair(import('../../../generated/forms/CurrentLivingEdit.json'), import('../../../generated/forms/CurrentLivingEdit.validator.js')),
  MortgageEdit: () => pair(import('../../../generated/forms/MortgageEdit.json'), import('../../../generated/forms/MortgageEdit.validator.js')),
  ContactDetailsEdit: () =>
    pair(import('../../../generated/forms/ContactDetailsEdit.json'), import('../../../generated/forms/ContactDetailsEdit.validator.js')),
  DamageReportSubmission: () =>
    pair(import('../../../generated/forms/DamageReportSubmission.json'), import('../../../generated/forms/DamageReportSubmission.validator.js')),
  MessageSubmission: () => pair(import('../../../generated/forms/MessageSubmission.json'), import('../../../generated/forms/MessageSubmission.validator.js')),
};
