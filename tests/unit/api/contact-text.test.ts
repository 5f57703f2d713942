// The contact form's text carries its tag; the inbox's goes as typed.
import { describe, expect, it } from 'vitest';
import { messageText } from '../../../src/api/contact-text';

describe('messageText', () => {
  const fields = { category: 'refinance' as const, subject: 'Rente', message: 'Kunnen we bellen?' };
  it('sends an inbox message as typed', () => {
    expect(messageText(fields, undefined)).toBe('Kunnen we bellen?');
  });
  it("puts the tag 'contact_formulier', category and subject in the contact form's text", () => {
    expect(messageText(fields, 'contact_formulier')).toBe('contact_formulier\ncategory: refinance\nsubject: Rente\n\nKunnen we bellen?');
  });
});
