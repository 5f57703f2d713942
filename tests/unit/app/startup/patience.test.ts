import { expect, it } from 'vitest';
import { patienceLevel } from '../../../../src/app/startup/patience';

it('escalates the patience messages after 3, 8 and 15 seconds', () => {
  expect([0, 2_999, 3_000, 7_999, 8_000, 14_999, 15_000, 60_000].map(patienceLevel)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
});
