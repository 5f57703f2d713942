// The booking machine with fake calls: the catalogue of two bookable categories, two weeks of times.
import { vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  bookableCatalogue,
  bookingMachine,
  type Appointment,
  type BookableSlot,
  type BookInput,
  type Catalogue,
  type SlotsInput,
} from '../../../../src/features/appointments/booking.machine';

const type = (id: number, name: string, canBeBookedByConsumer: 1 | 2) => ({
  id,
  name,
  description: null,
  status: 'active',
  priceType: 'free',
  price: null,
  duration: 30,
  minTimeBeforeAppointment: 0,
  maxTimeBeforeAppointment: null,
  buffer: 10,
  canBeBookedByConsumer,
  category: null,
  customFields: [],
  resourceId: null,
  subTypes: [],
});
export const categories = [
  { id: 1, name: 'Hypotheken', types: [type(11, 'Hypotheekcheck', 1), type(12, 'Oriënterend gesprek', 1)] },
  { id: 2, name: 'Verzekeringen', types: [type(21, 'Verzekeringscheck', 1), type(22, 'Schade op locatie', 2)] },
  { id: 3, name: 'Alleen kantoor', types: [type(31, 'Jaargesprek', 2)] },
];
export const resources = [
  { id: 4, name: 'Mark' },
  { id: 5, name: 'Lotte' },
];
export const slot = (date: string, startTime: string, resourceId: number): BookableSlot => ({
  date,
  startTime,
  endTime: '10:00',
  appointmentTypeId: 11,
  resourceId,
});
export const week0 = [slot('2026-11-24', '09:00', 4), slot('2026-11-24', '09:30', 5)];
export const week1 = [slot('2026-12-01', '09:00', 5)];
export const booked = { id: 9 } as Appointment;

export function start(
  options: { catalogue?: Catalogue; slots?: (input: SlotsInput) => Promise<BookableSlot[]>; book?: (input: BookInput) => Promise<Appointment> } = {},
) {
  const loadSlots = vi.fn(options.slots ?? (async ({ week }: SlotsInput) => (week === 0 ? week0 : week === 1 ? week1 : [])));
  const book = vi.fn(options.book ?? (async () => booked));
  const actor = createActor(
    bookingMachine.provide({
      actors: {
        loadCatalogue: fromPromise(async () => options.catalogue ?? bookableCatalogue(categories, resources)),
        loadSlots: fromPromise(({ input }: { input: SlotsInput }) => loadSlots(input)),
        book: fromPromise(({ input }: { input: BookInput }) => book(input)),
      },
    }),
  );
  actor.start();
  return { actor, loadSlots, book };
}

export type Actor = ReturnType<typeof start>['actor'];
export const ready = (actor: Actor) => waitFor(actor, (snapshot) => snapshot.matches({ chooseSlot: 'ready' }));

export async function toSlots(actor: Actor) {
  await waitFor(actor, (snapshot) => snapshot.matches('chooseType'));
  actor.send({ type: 'CHOOSE_CATEGORY', categoryId: 1 });
  actor.send({ type: 'CHOOSE_TYPE', typeId: 11 });
  actor.send({ type: 'NEXT' });
  await ready(actor);
}
