/**
 * The damage report (core §4, §5): editing → submitting → success | failure | fileSizeFailure.
 * A retry returns to editing with everything typed still there; a second submit while one is in
 * flight does nothing (submitting does not listen for it). The call is the `submit` actor.
 */
import { assign, setup } from 'xstate';
import type { components } from '../../../../generated/portal';
import { parseAmount } from '../../../lib/parse';
import { unprovided } from '../../../lib/unprovided';

export type DamageType = components['schemas']['DamageType'];
export type FileGroup = components['schemas']['UploadFileGroup'];

export const FILE_GROUPS: readonly FileGroup[] = ['claim_form', 'purchase_invoice', 'quote_repair_costs', 'other', 'damage'];

export type MissingField = 'amount' | 'description';
export type TextField = 'type' | 'amount' | 'date' | 'description';

export interface DamageForm {
  type: DamageType;
  /** As typed, with Dutch or English separators. */
  amount: string;
  /** YYYY-MM-DD. */
  date: string;
  description: string;
  files: Record<FileGroup, File[]>;
}

/** The contract's fields of a damage report, with the picked files per group. */
export type DamageSubmission = Pick<components['schemas']['DamageReportSubmission'], 'type' | 'estimated' | 'date' | 'cause'> & {
  files: Record<FileGroup, File[]>;
};

export type SubmitResult = { kind: 'sent' } | { kind: 'fileSize' } | { kind: 'failed' };

export type DamageReportEvent =
  | { type: 'CHANGE'; field: TextField; value: string }
  | { type: 'ADD_FILES'; group: FileGroup; files: File[] }
  | { type: 'REMOVE_FILE'; group: FileGroup; index: number }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

export interface DamageReportContext {
  form: DamageForm;
  missing: MissingField[];
  /** The last year the date may lie in (the current year). */
  maxYear: number;
  dateInvalid: boolean;
}

export interface DamageReportInput {
  today: string;
}

const emptyFiles = (): Record<FileGroup, File[]> => ({ claim_form: [], purchase_invoice: [], quote_repair_costs: [], other: [], damage: [] });

/** The fields the customer still has to fill, in the order the message lists them. */
export function missingFields(form: Pick<DamageForm, 'amount' | 'description'>): MissingField[] {
  const missing: MissingField[] = [];
  const amount = parseAmount(form.amount);
  if (amount === null || amount === 0) missing.push('amount');
  if (form.description.trim() === '') missing.push('description');
  return missing;
}

/** A date the picker allows: a real date, in the current year at the latest. */
export function dateAllowed(date: string, maxYear: number): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(date);
  return match !== null && !Number.isNaN(Date.parse(date)) && Number(match[1]) <= maxYear;
}

const submission = (form: DamageForm): DamageSubmission => ({
  type: form.type,
  estimated: parseAmount(form.amount) ?? 0,
  date: form.date,
  cause: form.description.trim(),
  files: form.files,
});

export const damageReportMachine = setup({
  types: {
    context: {} as DamageReportContext,
    events: {} as DamageReportEvent,
    input: {} as DamageReportInput,
  },
  actors: {
    submit: unprovided<SubmitResult, DamageSubmission>('submit'),
  },
  guards: {
    complete: ({ context }) => missingFields(context.form).length === 0 && dateAllowed(context.form.date, context.maxYear),
  },
}).createMachine({
  id: 'damageReport',
  context: ({ input }) => ({
    form: { type: 'home', amount: '', date: input.today, description: '', files: emptyFiles() },
    missing: [],
    maxYear: Number(input.today.slice(0, 4)),
    dateInvalid: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            const form = { ...context.form, [event.field]: event.value };
            // A listed field leaves the list as soon as it is filled; nothing new is listed before a submit.
            return { form, missing: context.missing.filter((field) => missingFields(form).includes(field)) };
          }),
        },
        ADD_FILES: {
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              files: { ...context.form.files, [event.group]: [...context.form.files[event.group], ...event.files] },
            }),
          }),
        },
        REMOVE_FILE: {
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              files: { ...context.form.files, [event.group]: context.form.files[event.group].filter((_file, index) => index !== event.index) },
            }),
          }),
        },
        SUBMIT: [
          { guard: 'complete', target: 'submitting', actions: assign({ missing: [], dateInvalid: false }) },
          {
            actions: assign({
              missing: ({ context }) => missingFields(context.form),
              dateInvalid: ({ context }) => !dateAllowed(context.form.date, context.maxYear),
            }),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => submission(context.form),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'sent', target: 'success' },
          { guard: ({ event }) => event.output.kind === 'fileSize', target: 'fileSizeFailure' },
          { target: 'failure' },
        ],
        onError: 'failure',
      },
    },
    success: { type: 'final' },
    failure: { on: { RETRY: 'editing' } },
    fileSizeFailure: { on: { RETRY: 'editing' } },
  },
});
