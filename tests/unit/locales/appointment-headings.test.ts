// The groups of the appointments screen are headed by names, not sentences (issue 42, item 5): a
// cancelled appointment is told by its own status, under a heading that names the group.
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/appointments.json';
import en from '../../../locales/en/appointments.json';
import nl from '../../../locales/nl/appointments.json';

describe.each([
  ['nl', nl],
  ['en', en],
  ['de', de],
] as const)('%s appointment group headings', (_language, words) => {
  it('name the group without a full stop, as the other groups do', () => {
    for (const heading of [words.upcoming, words.past, words.cancelled]) expect(heading).not.toMatch(/[.!]$/);
  });

  it('keep the status word for the appointment itself, apart from the heading', () => {
    expect(words.status_cancelled).not.toBe(words.cancelled);
    expect(words.cancelled.toLowerCase()).toContain(words.status_cancelled.toLowerCase().slice(0, 6));
  });
});
