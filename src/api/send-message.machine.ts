/**
 * Sending a message to the office ('Bericht versturen', core §2, §5): editing → sending → sent,
 * failed, tooLarge or totalTooLarge. Nothing typed is lost on a failure: retry sends the same fields again, and
 * editing goes back to the form with everything still in it. Attachments over 2 MB are refused
 * when picked, before any upload; the server refuses them too (413), which lands in tooLarge, and
 * refuses attachments over 21 MB together, which lands in totalTooLarge.
 */
import { assign, setup } from 'xstate';
import type { components } from '../../generated/portal';
import { unprovided } from '../lib/unprovided';

export type ContactCategory = components['schemas']['ContactCategory'];

export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

export interface MessageFields {
  category: ContactCategory | '';
  subject: string;
  message: string;
}

export type RequiredError = 'category_required' | 'subject_required' | 'message_required';

export interface SendInput {
  fields: MessageFields & { category: ContactCategory };
  files: readonly File[];
}

/** What the send actor reports: sent, or refused because of one attachment's size or all of theirs. */
export type SendOutcome = 'sent' | 'tooLarge' | 'totalTooLarge';

interface Context {
  fields: MessageFields;
  files: File[];
  errors: RequiredError[];
  /** Names of the files refused at the last pick for being over 2 MB. */
  refused: string[];
}

type Event =
  /** The schema form hands over all its fields at once. */
  | { type: 'SET_FIELDS'; fields: Partial<MessageFields> }
  | { type: 'ADD_FILES'; files: readonly File[] }
  | { type: 'REMOVE_FILE'; index: number }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  | { type: 'NEW' };

const EMPTY: MessageFields = { category: '', subject: '', message: '' };

export function requiredErrors(fields: MessageFields): RequiredError[] {
  const errors: RequiredError[] = [];
  if (!fields.category) errors.push('category_required');
  if (!fields.subject.trim()) errors.push('subject_required');
  if (!fields.message.trim()) errors.push('message_required');
  return errors;
}

const initialContext = (): Context => ({ fields: { ...EMPTY }, files: [], errors: [], refused: [] });

export const sendMessageMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    // Provided by the hook (the portal client) and by fakes in tests.
    send: unprovided<SendOutcome, SendInput>('send'),
  },
  guards: {
    complete: ({ context }) => requiredErrors(context.fields).length === 0,
  },
}).createMachine({
  id: 'sendMessage',
  context: initialContext,
  initial: 'editing',
  states: {
    editing: {
      on: {
        SET_FIELDS: {
          actions: assign(({ context, event }) => {
            const fields = { category: event.fields.category ?? '', subject: event.fields.subject ?? '', message: event.fields.message ?? '' };
            // An error shown for a field goes away once that field is filled in.
            return { fields, errors: context.errors.filter((error) => requiredErrors(fields).includes(error)) };
          }),
        },
        ADD_FILES: {
          actions: assign(({ context, event }) => ({
            files: [...context.files, ...event.files.filter((file) => file.size <= MAX_ATTACHMENT_BYTES)],
            refused: event.files.filter((file) => file.size > MAX_ATTACHMENT_BYTES).map((file) => file.name),
          })),
        },
        REMOVE_FILE: { actions: assign(({ context, event }) => ({ files: context.files.filter((_file, index) => index !== event.index), refused: [] })) },
        SUBMIT: [
          { guard: 'complete', target: 'sending', actions: assign({ errors: [], refused: [] }) },
          { actions: assign(({ context }) => ({ errors: requiredErrors(context.fields) })) },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }): SendInput => ({ fields: { ...context.fields, category: context.fields.category || 'anders' }, files: context.files }),
        onDone: [
          { guard: ({ event }) => event.output === 'tooLarge', target: 'tooLarge' },
          { guard: ({ event }) => event.output === 'totalTooLarge', target: 'totalTooLarge' },
          { target: 'sent' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: { on: { RETRY: 'sending', EDIT: 'editing' } },
    tooLarge: { on: { EDIT: 'editing' } },
    totalTooLarge: { on: { EDIT: 'editing' } },
    sent: {
      // The form is empty again for a next message (core §4: on success the fields clear).
      entry: assign(initialContext),
      on: { NEW: 'editing', EDIT: 'editing' },
    },
  },
});
