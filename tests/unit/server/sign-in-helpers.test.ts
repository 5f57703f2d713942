import { describe, expect, it } from 'vitest';
import { activationDigest } from '../../../src/server/auth/accounts';
import { codeDigest, newCode } from '../../../src/server/auth/two-factor';
import { maskUrl } from '../../../src/server/logging';
import { portalLink } from '../../../src/server/mail/links';
import { addressee, render, textsFor } from '../../../src/server/mail/messages';

describe('two-factor codes', () => {
  it('are 6 digits, leading zeros kept', () => {
    const codes = Array.from({ length: 500 }, newCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it('are kept as a digest bound to the secret and the customer', () => {
    const digest = codeDigest('secret', 7, '012345');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(codeDigest('secret', 7, '012345')).toBe(digest);
    expect(codeDigest('secret', 8, '012345')).not.toBe(digest);
    expect(codeDigest('other', 7, '012345')).not.toBe(digest);
  });
});

describe('activation numbers', () => {
  it('match whatever spaces, dashes or letter case were typed', () => {
    expect(activationDigest('vd 2026 4817')).toBe(activationDigest('VD-2026-4817'));
    expect(activationDigest('VD-2026-4818')).not.toBe(activationDigest('VD-2026-4817'));
  });
});

describe('portal links', () => {
  it('use the office’s configured address with the token as query parameter', () => {
    expect(portalLink('http://{office}.localhost:3000', 'vandijk', 'reset_password', 'a-b_c')).toBe('http://vandijk.localhost:3000/?reset_password=a-b_c');
    expect(portalLink('https://portaal.example.nl/{office}/', 'degroot', 'register', 'x y')).toBe('https://portaal.example.nl/degroot/?register=x+y');
  });
});

describe('maskUrl', () => {
  it('hides the tokens of password links and keeps the rest', () => {
    expect(maskUrl('/?reset_password=abc&lang=nl')).toBe('/?reset_password=%5BRedacted%5D&lang=nl');
    expect(maskUrl('/?register=abc')).toBe('/?register=%5BRedacted%5D');
    expect(maskUrl('/api/customer/mortgage?page=2')).toBe('/api/customer/mortgage?page=2');
    expect(maskUrl('/health')).toBe('/health');
  });
});

describe('mail texts', () => {
  const office = (pronoun: string) => ({ name: 'vandijk', settings: { pronoun, full_name: 'Van Dijk <Hypotheken>' } });
  const account = (language: string) => ({ language, username: 'jan@example.nl', profile: { first_name: 'Jan', full_name: 'Jan de Vries' } });

  it('address informally by first name when the office says JE, formally by full name otherwise', () => {
    expect(addressee(account('nl'), office('JE'))).toEqual({ office: 'Van Dijk <Hypotheken>', name: 'Jan', formal: false });
    expect(addressee(account('nl'), office('U'))).toMatchObject({ name: 'Jan de Vries', formal: true });
  });

  it('speak the customer’s language, Dutch by default', () => {
    const to = addressee(account('nl'), office('U'));
    expect(textsFor('nl').twoFactorCode(to, '123456', 10).subject).toBe('Uw inlogcode voor Van Dijk <Hypotheken>');
    expect(textsFor('de').twoFactorCode(to, '123456', 10).subject).toBe('Ihr Anmeldecode für Van Dijk <Hypotheken>');
    expect(textsFor('de').twoFactorCode({ ...to, formal: false }, '123456', 10).subject).toBe('Dein Anmeldecode für Van Dijk <Hypotheken>');
    expect(textsFor('en').resetPassword(to, 'http://x', 1).subject).toBe('Set your new password');
    expect(textsFor('fr')).toBe(textsFor('nl'));
  });

  it('render text and escaped HTML, and name the codes and links they carry', () => {
    const texts = textsFor('nl');
    const to = addressee(account('nl'), office('JE'));
    const mail = render(texts, to, texts.resetPassword(to, 'http://vandijk.localhost:3000/?reset_password=t&x=1', 1));
    expect(mail.links).toEqual(['http://vandijk.localhost:3000/?reset_password=t&x=1']);
    expect(mail.codes).toEqual([]);
    expect(mail.text).toMatch(/^Beste Jan,\n\n/);
    expect(mail.text).toContain('\nhttp://vandijk.localhost:3000/?reset_password=t&x=1\n');
    expect(mail.html).toContain('href="http://vandijk.localhost:3000/?reset_password=t&amp;x=1"');
    expect(mail.html).toContain('Van Dijk &lt;Hypotheken&gt;');
    expect(mail.html).not.toContain('<Hypotheken>');
    expect(render(texts, to, texts.twoFactorCode(to, '012345', 10)).codes).toEqual(['012345']);
  });
});
