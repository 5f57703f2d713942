import { expect, it } from 'vitest';
import { patienceLevel, spinnerDelay, SPINNER_AFTER_MS } from '../../../../src/app/startup/patience';

it('escalates the patience messages after 3, 8 and 15 seconds', () => {
  expect([0, 2_999, 3_000, 7_999, 8_000, 14_999, 15_000, 60_000].map(patienceLevel)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
});

it('shows the start-up spinner 400 ms after the page began to load, at once for a screen drawn later', () => {
  expect(SPINNER_AFTER_MS).toBe(400);
  expect([0, 150, 399, 400, 5_000].map(spinnerDelay)).toEqual([400, 250, 1, 0, 0]);
});
