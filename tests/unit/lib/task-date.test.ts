import { describe, expect, it } from 'vitest';
import { shownTaskDate } from '../../../src/lib/task-date';

const today = '2026-11-28';

describe('shownTaskDate', () => {
  it('shows an open task with its due date, also one in the future', () => {
    expect(shownTaskDate({ date: '2026-12-08', seen_by_customer: false }, today)).toBe('2026-12-08');
    expect(shownTaskDate({ date: '2026-11-20', seen_by_customer: false }, today)).toBe('2026-11-20');
  });

  it('never dates a finished task after today', () => {
    expect(shownTaskDate({ date: '2026-12-08', seen_by_customer: true }, today)).toBeNull();
    expect(shownTaskDate({ date: '2026-11-29', seen_by_customer: true }, today)).toBeNull();
  });

  it('keeps a finished task dated today or before', () => {
    expect(shownTaskDate({ date: today, seen_by_customer: true }, today)).toBe(today);
    expect(shownTaskDate({ date: '2026-09-29', seen_by_customer: true }, today)).toBe('2026-09-29');
  });

  it('shows no date for a task without one', () => {
    expect(shownTaskDate({ date: null, seen_by_customer: true }, today)).toBeNull();
  });
});
