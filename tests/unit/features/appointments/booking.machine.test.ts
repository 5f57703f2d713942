import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookableCatalogue, BookingFailed, bookingMachine } from '../../../../src/features/appointments/booking.machine';
import { booked, categories, ready, resources, slot, start, toSlots, week0 } from './booking-harness';

describe('bookableCatalogue', () => {
  it('keeps only types with canBeBookedByConsumer exactly 1, and drops categories left empty', () => {
    const catalogue = bookableCatalogue(categories, resources);
    expect(catalogue.categories.map((category) => category.id)).toEqual([1, 2]);
    expect(catalogue.categories[1]!.types.map((item) => item.id)).toEqual([21]);
  });
});

describe('bookingMachine', () => {
  it('ends in noTypes (#cannot_create_appointment) when nothing can be booked', async () => {
    const { actor } = start({ catalogue: bookableCatalogue([categories[2]!], resources) });
    await waitFor(actor, (snapshot) => snapshot.matches('noTypes'));
  });

  it('step 1: a type only within the chosen category, next only with both', async () => {
    const { actor } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('chooseType'));
    actor.send({ type: 'CHOOSE_TYPE', typeId: 11 });
    expect(actor.getSnapshot().context.typeId).toBeNull();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('chooseType');
    actor.send({ type: 'CHOOSE_CATEGORY', categoryId: 1 });
    actor.send({ type: 'CHOOSE_TYPE', typeId: 21 }); // of another category
    expect(actor.getSnapshot().context.typeId).toBeNull();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('chooseType');
    actor.send({ type: 'CHOOSE_TYPE', typeId: 11 });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('chooseSlot')).toBe(true);
  });

  it('step 2: loads the week, picks the first resource with times, back is refused at week 0, forward has no limit', async () => {
    const { actor, loadSlots } = start();
    await toSlots(actor);
    expect(loadSlots).toHaveBeenLastCalledWith({ typeId: 11, week: 0 });
    expect(actor.getSnapshot().context.resourceId).toBe(4);
    actor.send({ type: 'PREVIOUS_WEEK' });
    expect(actor.getSnapshot().context.week).toBe(0);
    expect(loadSlots).toHaveBeenCalledTimes(1);
    for (let week = 1; week <= 5; week++) {
      actor.send({ type: 'NEXT_WEEK' });
      await ready(actor);
    }
    expect(loadSlots).toHaveBeenLastCalledWith({ typeId: 11, week: 5 });
    expect(actor.getSnapshot().context.slots).toEqual([]); // '#no_results_bookable_times'
    actor.send({ type: 'PREVIOUS_WEEK' });
    await ready(actor);
    expect(actor.getSnapshot().context.week).toBe(4);
  });

  it('step 2: choosing a resource clears a slot of another; next only with a slot; a slot not offered is refused', async () => {
    const { actor } = start();
    await toSlots(actor);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ chooseSlot: 'ready' })).toBe(true);
    actor.send({ type: 'CHOOSE_SLOT', slot: slot('2026-11-24', '11:00', 4) });
    expect(actor.getSnapshot().context.slot).toBeNull();
    actor.send({ type: 'CHOOSE_SLOT', slot: week0[0]! });
    actor.send({ type: 'CHOOSE_RESOURCE', resourceId: 5 });
    expect(actor.getSnapshot().context).toMatchObject({ resourceId: 5, slot: null });
    actor.send({ type: 'CHOOSE_SLOT', slot: week0[1]! });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('describe');
  });

  it('changing the category or the type clears the times and the slot', async () => {
    const { actor } = start();
    await toSlots(actor);
    actor.send({ type: 'CHOOSE_SLOT', slot: week0[0]! });
    actor.send({ type: 'NEXT_WEEK' });
    await ready(actor);
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CHOOSE_TYPE', typeId: 12 });
    expect(actor.getSnapshot().context).toMatchObject({ typeId: 12, week: 0, slots: null, slot: null, resourceId: null });
    actor.send({ type: 'NEXT' });
    await ready(actor);
    actor.send({ type: 'CHOOSE_SLOT', slot: week0[0]! });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CHOOSE_CATEGORY', categoryId: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ categoryId: 2, typeId: null, slots: null, slot: null, resourceId: null });
  });

  it('going back keeps the choices; back from step 3 keeps the slot while it is still free', async () => {
    let taken = false;
    const { actor } = start({ slots: async () => (taken ? week0.slice(1) : week0) });
    await toSlots(actor);
    actor.send({ type: 'CHOOSE_SLOT', slot: week0[0]! });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'BACK' });
    await ready(actor);
    expect(actor.getSnapshot().context.slot).toEqual(week0[0]);
    actor.send({ type: 'NEXT' });
    taken = true;
    actor.send({ type: 'BACK' });
    await ready(actor);
    expect(actor.getSnapshot().context.slot).toBeNull();
  });

  it('step 3: submits type, slot and description, and keeps the booked appointment for the summary', async () => {
    const { actor, book } = start();
    await toSlots(actor);
    actor.send({ type: 'CHOOSE_SLOT', slot: week0[0]! });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE_DESCRIPTION', description: 'Over mijn rente' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('booked'));
    expect(book.mock.calls[0]![0]).toMatchObject({ type: { id: 11 }, slot: week0[0], description: 'Over mijn rente' });
    expect(actor.getSnapshot().context.booked).toBe(booked);
  });

  it('keeps every choice on a failure and tells a taken slot from other failures', async () => {
    let failure: Error = new BookingFailed('appointment_slot_taken');
    const { actor, book } = start({
      book: async () => {
        throw failure;
      },
    });
    await toSlots(actor);
    actor.send({ type: 'CHOOSE_SLOT', slot: week0[0]! });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE_DESCRIPTION', description: 'Graag ochtend' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('describe') && snapshot.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'appointment_slot_taken', typeId: 11, slot: week0[0], description: 'Graag ochtend' });
    failure = new Error('network');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, () => book.mock.calls.length === 2);
    await waitFor(actor, (snapshot) => snapshot.matches('describe'));
    expect(actor.getSnapshot().context.error).toBe('send_appointment_error');
  });

  it('offers a retry when the catalogue cannot be loaded', async () => {
    let fail = true;
    const actor = createActor(
      bookingMachine.provide({
        actors: {
          loadCatalogue: fromPromise(async () => {
            if (fail) throw new Error('down');
            return bookableCatalogue(categories, resources);
          }),
        },
      }),
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'));
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('chooseType'));
  });

  it('offers a retry when the times cannot be loaded', async () => {
    let fail = true;
    const { actor } = start({
      slots: async () => {
        if (fail) throw new Error('down');
        return week0;
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('chooseType'));
    actor.send({ type: 'CHOOSE_CATEGORY', categoryId: 1 });
    actor.send({ type: 'CHOOSE_TYPE', typeId: 11 });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (snapshot) => snapshot.matches({ chooseSlot: 'failed' }));
    fail = false;
    actor.send({ type: 'RETRY' });
    await ready(actor);
  });
});
