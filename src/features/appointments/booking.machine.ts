/**
 * Booking an appointment in three steps (core §4, advice §4). (1) A category, then a type of it:
 * next only with both. (2) A week (no earlier than this week, no forward limit), a resource with
 * its times, a slot. (3) An optional description; submit only with a type and a slot. Success
 * keeps the booked appointment for the confirmation summary. Changing category or type clears
 * the week's times and the chosen slot; a failed booking keeps every choice. Step 2 opens on the
 * first week with a time (within SEEK_WEEKS), so the customer never starts on an empty week.
 */
import { assign, setup } from 'xstate';
import type { components } from '../../../generated/portal';
import { unprovided } from '../../lib/unprovided';

type Schemas = components['schemas'];
export type AppointmentType = Schemas['AppointmentType'];
export type BookableSlot = Schemas['BookableSlot'];
export type Appointment = Schemas['Appointment'];

export interface Catalogue {
  /** Only categories with a type the customer may book, each with only those types. */
  categories: Schemas['AppointmentCategory'][];
  resources: Schemas['AppointmentResource'][];
}

export interface SlotsInput {
  typeId: number;
  /** Weeks after the current one (0: this week). */
  week: number;
}

export interface BookInput {
  type: AppointmentType;
  slot: BookableSlot;
  description: string;
}

/** Why a booking failed, as a message key: the slot was taken meanwhile, or any other failure. */
export type BookingError = 'appointment_slot_taken' | 'send_appointment_error';

/** An error the book actor throws so the machine can tell a taken slot from other failures. */
export class BookingFailed extends Error {
  constructor(readonly reason: BookingError) {
    super(reason);
  }
}

interface Context {
  catalogue: Catalogue;
  categoryId: number | null;
  typeId: number | null;
  week: number;
  /** The bookable times of the chosen type in the chosen week; null while not loaded. */
  slots: BookableSlot[] | null;
  resourceId: number | null;
  slot: BookableSlot | null;
  description: string;
  error: BookingError | null;
  booked: Appointment | null;
  /** Step 2 was just opened: an empty week moves on to the next one until a week has a time. */
  seeking: boolean;
}

type Event =
  | { type: 'CHOOSE_CATEGORY'; categoryId: number }
  | { type: 'CHOOSE_TYPE'; typeId: number }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'PREVIOUS_WEEK' }
  | { type: 'NEXT_WEEK' }
  | { type: 'CHOOSE_RESOURCE'; resourceId: number }
  | { type: 'CHOOSE_SLOT'; slot: BookableSlot }
  | { type: 'CHANGE_DESCRIPTION'; description: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

/** Bookable means canBeBookedByConsumer is exactly 1 (2 is "office only"; a truthy check would offer it). */
export function bookableCatalogue(categories: readonly Schemas['AppointmentCategory'][], resources: Schemas['AppointmentResource'][]): Catalogue {
  const bookable = categories
    .map((category) => ({ ...category, types: category.types.filter((type) => type.canBeBookedByConsumer === 1) }))
    .filter((category) => category.types.length > 0);
  return { categories: bookable, resources };
}

export const sameSlot = (a: BookableSlot | null, b: BookableSlot | null) =>
  a !== null && b !== null && a.date === b.date && a.startTime === b.startTime && a.resourceId === b.resourceId;

/** The resources that have a time in the loaded week, in catalogue order. */
export function resourcesWithTimes(context: Pick<Context, 'catalogue' | 'slots'>): Schemas['AppointmentResource'][] {
  const ids = new Set((context.slots ?? []).map((slot) => slot.resourceId));
  return context.catalogue.resources.filter((resource) => ids.has(resource.id));
}

export function chosenType(context: Pick<Context, 'catalogue' | 'categoryId' | 'typeId'>): AppointmentType | null {
  const category = context.catalogue.categories.find((candidate) => candidate.id === context.categoryId);
  return category?.types.find((type) => type.id === context.typeId) ?? null;
}

/** How many weeks step 2 looks ahead for a first time before it shows the current week empty. */
export const SEEK_WEEKS = 12;

const cleared = { slots: null, resourceId: null, slot: null, error: null } as const;
const emptyCatalogue: Catalogue = { categories: [], resources: [] };

export const bookingMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    // Provided by useBooking (the portal client) and by fakes in tests.
    loadCatalogue: unprovided<Catalogue>('loadCatalogue'),
    loadSlots: unprovided<BookableSlot[], SlotsInput>('loadSlots'),
    book: unprovided<Appointment, BookInput>('book'),
  },
  guards: {
    typeChosen: ({ context }) => chosenType(context) !== null,
    slotChosen: ({ context }) => context.slot !== null,
    canSubmit: ({ context }) => chosenType(context) !== null && context.slot !== null,
    notFirstWeek: ({ context }) => context.week > 0,
  },
}).createMachine({
  id: 'booking',
  context: {
    catalogue: emptyCatalogue,
    categoryId: null,
    typeId: null,
    week: 0,
    ...cleared,
    description: '',
    booked: null,
    seeking: false,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCatalogue',
        onDone: [
          { guard: ({ event }) => event.output.categories.length === 0, target: 'noTypes', actions: assign({ catalogue: ({ event }) => event.output }) },
          { target: 'chooseType', actions: assign({ catalogue: ({ event }) => event.output }) },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    /** '#cannot_create_appointment': the office offers no type the customer may book. */
    noTypes: {},
    chooseType: {
      on: {
        CHOOSE_CATEGORY: {
          // A new category has other types: the type and everything after it start over.
          actions: assign(({ context, event }) =>
            event.categoryId === context.categoryId ? {} : { categoryId: event.categoryId, typeId: null, week: 0, ...cleared },
          ),
        },
        CHOOSE_TYPE: {
          guard: ({ context, event }) =>
            context.catalogue.categories.find((category) => category.id === context.categoryId)?.types.some((type) => type.id === event.typeId) ?? false,
          actions: assign(({ context, event }) => (event.typeId === context.typeId ? {} : { typeId: event.typeId, week: 0, ...cleared })),
        },
        // A slot kept from step 3 keeps its week; a fresh step 2 looks for the first week with times.
        NEXT: { guard: 'typeChosen', target: 'chooseSlot', actions: assign(({ context }) => ({ seeking: context.slot === null })) },
      },
    },
    chooseSlot: {
      initial: 'loading',
      on: {
        BACK: '#booking.chooseType',
        PREVIOUS_WEEK: {
          guard: 'notFirstWeek',
          target: '.loading',
          actions: assign(({ context }) => ({ week: context.week - 1, seeking: false, ...cleared })),
        },
        NEXT_WEEK: { target: '.loading', actions: assign(({ context }) => ({ week: context.week + 1, seeking: false, ...cleared })) },
      },
      states: {
        loading: {
          invoke: {
            src: 'loadSlots',
            input: ({ context }) => ({ typeId: context.typeId!, week: context.week }),
            onDone: [
              {
                guard: ({ context, event }) => context.seeking && event.output.length === 0 && context.week < SEEK_WEEKS - 1,
                target: 'loading',
                reenter: true,
                actions: assign(({ context }) => ({ week: context.week + 1 })),
              },
              {
                // Nothing within SEEK_WEEKS: the current week, said to be empty, rather than a far one.
                guard: ({ context, event }) => context.seeking && event.output.length === 0 && context.week > 0,
                target: 'loading',
                reenter: true,
                actions: assign({ week: 0, seeking: false }),
              },
              {
                target: 'ready',
                actions: assign(({ context, event }) => {
                  const slots = event.output;
                  // A slot chosen before (back from step 3) stays chosen only while it is still free.
                  const slot = slots.find((candidate) => sameSlot(candidate, context.slot)) ?? null;
                  const resourceIds = [...new Set(slots.map((candidate) => candidate.resourceId))];
                  const resourceId = slot?.resourceId ?? (resourceIds.includes(context.resourceId ?? -1) ? context.resourceId : (resourceIds[0] ?? null));
                  return { slots, slot, resourceId, seeking: false };
                }),
              },
            ],
            onError: 'failed',
          },
        },
        failed: { on: { RETRY: 'loading' } },
        ready: {
          on: {
            CHOOSE_RESOURCE: {
              actions: assign(({ context, event }) => ({
                resourceId: event.resourceId,
                slot: context.slot?.resourceId === event.resourceId ? context.slot : null,
              })),
            },
            CHOOSE_SLOT: {
              guard: ({ context, event }) => (context.slots ?? []).some((slot) => sameSlot(slot, event.slot)),
              actions: assign(({ event }) => ({ slot: event.slot, resourceId: event.slot.resourceId, error: null })),
            },
            NEXT: { guard: 'slotChosen', target: '#booking.describe' },
          },
        },
      },
    },
    describe: {
      on: {
        CHANGE_DESCRIPTION: { actions: assign({ description: ({ event }) => event.description }) },
        // Back to the times, fetched afresh (a slot may have gone meanwhile).
        BACK: '#booking.chooseSlot',
        SUBMIT: { guard: 'canSubmit', target: 'submitting' },
      },
    },
    submitting: {
      invoke: {
        src: 'book',
        input: ({ context }) => ({ type: chosenType(context)!, slot: context.slot!, description: context.description }),
        onDone: { target: 'booked', actions: assign({ booked: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'describe',
          actions: assign({ error: ({ event }) => (event.error instanceof BookingFailed ? event.error.reason : 'send_appointment_error') }),
        },
      },
    },
    booked: { type: 'final' },
  },
});
