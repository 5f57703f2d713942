// Issue 42 item 17: step 2 opens on the first week that has a time, not on an empty one.
import { describe, expect, it } from 'vitest';
import { SEEK_WEEKS } from '../../../../src/features/appointments/booking.machine';
import { ready, start, toSlots, week1 } from './booking-harness';

describe('bookingMachine: the first week with a time', () => {
  it('skips the empty weeks before the first time, once, and then keeps to the weeks asked for', async () => {
    const { actor, loadSlots } = start({ slots: async ({ week }) => (week === 2 ? week1 : []) });
    await toSlots(actor);
    expect(actor.getSnapshot().context).toMatchObject({ week: 2, slots: week1, resourceId: 5 });
    expect(loadSlots.mock.calls.map(([input]) => input.week)).toEqual([0, 1, 2]);
    // Weeks the customer asks for are shown as they are, empty or not.
    actor.send({ type: 'NEXT_WEEK' });
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ week: 3, slots: [] });
    actor.send({ type: 'PREVIOUS_WEEK' });
    actor.send({ type: 'PREVIOUS_WEEK' });
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ week: 1, slots: [] });
  });

  it('with no time within the weeks it looks at, shows the current week as empty', async () => {
    const { actor, loadSlots } = start({ slots: async () => [] });
    await toSlots(actor);
    expect(actor.getSnapshot().context).toMatchObject({ week: 0, slots: [] });
    expect(loadSlots).toHaveBeenCalledTimes(SEEK_WEEKS + 1);
  });

  it('back from step 3 keeps the chosen week and time', async () => {
    const { actor, loadSlots } = start({ slots: async ({ week }) => (week === 1 ? week1 : []) });
    await toSlots(actor);
    actor.send({ type: 'CHOOSE_SLOT', slot: week1[0]! });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'NEXT' });
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ week: 1, slot: week1[0] });
    expect(loadSlots.mock.calls.map(([input]) => input.week)).toEqual([0, 1, 1, 1]);
  });
});
