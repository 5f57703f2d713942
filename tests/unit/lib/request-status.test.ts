import { describe, expect, it } from 'vitest';
import { isDelivered, isToDeliver, openCount, requestStatus } from '../../../src/lib/request-status';

const refusal = { reason_code: 'incomplete' as const, reason: 'Bijlagen ontbreken', refused_at: '2026-11-20T10:00:00.000Z', refused_by: null };
const step = (fields: { completed?: boolean; received?: boolean; sent?: boolean; refusal?: typeof refusal | null } = {}) => ({
  completed: false,
  received: false,
  sent: false,
  ...fields,
});

describe('requestStatus', () => {
  it('reads the flags in order: completed, received, sent, then refused or requested', () => {
    expect(requestStatus(step())).toBe('requested');
    expect(requestStatus(step({ refusal: null }))).toBe('requested');
    expect(requestStatus(step({ refusal }))).toBe('refused');
    expect(requestStatus(step({ sent: true }))).toBe('sent');
    expect(requestStatus(step({ sent: true, received: true }))).toBe('received');
    expect(requestStatus(step({ sent: true, received: true, completed: true }))).toBe('completed');
  });

  it('a new version delivered after a refusal counts as delivered, whatever the refusal left behind', () => {
    expect(requestStatus(step({ sent: true, received: true, refusal }))).toBe('received');
  });

  it('counts a refused request as open and the customer’s to deliver, as everywhere else', () => {
    const steps = [step(), step({ refusal }), step({ sent: true }), step({ received: true, sent: true }), step({ completed: true, received: true })];
    expect(openCount(steps)).toBe(3);
    expect(steps.map(isToDeliver)).toEqual([true, true, false, false, false]);
    expect(steps.map(isDelivered)).toEqual([false, false, false, true, true]);
  });
});
