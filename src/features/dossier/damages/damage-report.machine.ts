/**
 * The damage report (core §4, §5): editing → submitting → success | error. The fields stay as the
 * schema form gives them (the amount a number, from form to request), so an error loses nothing
 * typed; RETRY returns to editing, and a submit while one runs is ignored (submitting does not
 * listen for SUBMIT). The call is the `submit` actor; it throws DamageRefused with the text to show.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { components } from '../../../../generated/portal';
import { unprovided } from '../../../lib/unprovided';

type Submission = components['schemas']['DamageReportSubmission'];
export type FileGroup = components['schemas']['UploadFileGroup'];
export const FILE_GROUPS: readonly FileGroup[] = ['claim_form', 'purchase_invoice', 'quote_repair_costs', 'other', 'damage'];
export type DamageFiles = Record<FileGroup, File[]>;

/** The form's fields as the schema form holds them: each empty until filled. */
export type DamageFields = Partial<Pick<Submission, 'type' | 'estimated' | 'date' | 'cause'>>;
/** The contract's fields of a damage report, with the picked files per group. */
export type DamageSubmission = Pick<Submission, 'type' | 'estimated' | 'date' | 'cause'> & { files: DamageFiles };
export type MissingField = 'amount' | 'description';
export type DamageFailure = 'message_error' | 'message_error_file_size' | 'message_error_total_size';

/** What the submit actor throws when the server refuses: the text to show. */
export class DamageRefused extends Error {
  constructor(readonly failure: DamageFailure) {
    super(failure);
  }
}

/** The fields the customer still has to fill, in the order the message lists them. */
export function missingFields(fields: DamageFields): MissingField[] {
  const missing: MissingField[] = [];
  if (!fields.estimated) missing.push('amount');
  if ((fields.cause ?? '').trim() === '') missing.push('description');
  return missing;
}

/** A date the picker allows: a real date, in the current year at the latest. */
export function dateAllowed(date: string | undefined, maxYear: number): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(date ?? '');
  return match !== null && !Number.isNaN(Date.parse(match[0])) && Number(match[1]) <= maxYear;
}

interface Context {
  fields: DamageFields;
  files: DamageFiles;
  missing: MissingField[];
  /** The last year the date may lie in (the current year). */
  maxYear: number;
  dateInvalid: boolean;
  failure: DamageFailure | null;
}

export type DamageReportEvent =
  | { type: 'EDIT'; fields: DamageFields }
  | { type: 'ADD_FILES'; group: FileGroup; files: File[] }
  | { type: 'REMOVE_FILE'; group: FileGroup; index: number }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

const submission = ({ fields, files }: Context): DamageSubmission => ({
  type: fields.type ?? 'home',
  estimated: fields.estimated ?? 0,
  date: fields.date ?? '',
  cause: (fields.cause ?? '').trim(),
  files,
});

export const damageReportMachine = setup({
  types: { context: {} as Context, events: {} as DamageReportEvent, input: {} as { today: string } },
  actors: {
    // Provided by use-damage-report.ts (the portal client) and by fakes in tests.
    submit: unprovided<void, DamageSubmission>('submit'),
  },
  actions: {
    // A listed field leaves the list as soon as it is filled; nothing new is listed before a submit.
    keepFields: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      return { fields: event.fields, missing: context.missing.filter((field) => missingFields(event.fields).includes(field)) };
    }),
    changeFiles: assign({
      files: ({ context: { files }, event }) => {
        assertEvent(event, ['ADD_FILES', 'REMOVE_FILE']);
        const kept = event.type === 'ADD_FILES' ? [...files[event.group], ...event.files] : files[event.group].filter((_file, index) => index !== event.index);
        return { ...files, [event.group]: kept };
      },
    }),
  },
  guards: {
    complete: ({ context }) => missingFields(context.fields).length === 0 && dateAllowed(context.fields.date, context.maxYear),
  },
}).createMachine({
  id: 'damageReport',
  context: ({ input }) => ({
    fields: { type: 'home', date: input.today },
    files: { claim_form: [], purchase_invoice: [], quote_repair_costs: [], other: [], damage: [] },
    missing: [],
    maxYear: Number(input.today.slice(0, 4)),
    dateInvalid: false,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: 'keepFields' },
        ADD_FILES: { actions: 'changeFiles' },
        REMOVE_FILE: { actions: 'changeFiles' },
        SUBMIT: [
          { guard: 'complete', target: 'submitting', actions: assign({ missing: [], dateInvalid: false }) },
          {
            actions: assign({
              missing: ({ context }) => missingFields(context.fields),
              dateInvalid: ({ context }) => !dateAllowed(context.fields.date, context.maxYear),
            }),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => submission(context),
        onDone: { target: 'success', actions: assign({ failure: null }) },
        onError: {
          target: 'error',
          actions: assign({ failure: ({ event }) => (event.error instanceof DamageRefused ? event.error.failure : 'message_error') }),
        },
      },
    },
    success: { type: 'final' },
    error: { on: { RETRY: 'editing' } },
  },
});
