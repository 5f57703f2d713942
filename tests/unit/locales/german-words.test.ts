// German words as meant (issue 42, item 12): stopping a booking is not cancelling an appointment,
// and a "du" office's contact heading speaks as its text below it does.
import { describe, expect, it } from 'vitest';
import appointments from '../../../locales/de/appointments.json';
import sections from '../../../locales/de/sections.json';

const formal = /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihnen)\b/;

describe('German', () => {
  it("closes the booking dialog with a word other than cancelling an appointment's", () => {
    expect(appointments.stop_booking).toBe('Abbrechen');
    expect(appointments.stop_booking).not.toBe(appointments.cancel);
    expect(appointments.close).toBe('Schließen');
  });

  it('heads the contact form in the form of address of the text under it', () => {
    expect(sections.contact_message_title).not.toMatch(formal);
    expect(sections.contact_message_intro).not.toMatch(formal);
    expect(sections.contact_message_title_u).toMatch(formal);
  });
});
