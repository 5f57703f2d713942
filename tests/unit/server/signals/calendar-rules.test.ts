// The date rules at their boundaries, in Dutch calendar days, including the nights the clocks
// change: an appointment at 00:30 on the morning after is still "tomorrow" though its UTC date is
// today's, and the day the runner computes for comes from Amsterdam's clock, not UTC's.
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/portal';
import { wallClockOf } from '../../../../src/lib/amsterdam-time';
import { appointmentReminder, documentRequestOpen, policyExpiring, retirementApproaching } from '../../../../src/server/signals/calendar-rules';
import { customerMessage } from '../../../../src/server/signals/texts';
import { facts, mortgage } from './facts';

type Schemas = components['schemas'];

const policy = (expiration_date: string | null, extra: Partial<Schemas['Policy']> = {}) =>
  ({ id: 7, name: 'Woonhuisverzekering', expiration_date, mutation_code: null, children: [], ...extra }) as Schemas['Policy'];
const policiesOn = (today: string, policies: Schemas['Policy'][]) => policyExpiring(facts(today, { policies }));

describe('policy_expiring', () => {
  it('holds from 90 days before the expiration date through that date', () => {
    const expiring = [policy('2027-03-31')];
    expect(policiesOn('2026-12-30', expiring)).toEqual([]);
    expect(policiesOn('2026-12-31', expiring)).toHaveLength(1);
    expect(policiesOn('2027-03-31', expiring)).toHaveLength(1);
    expect(policiesOn('2027-04-01', expiring)).toEqual([]);
  });

  it('looks into a package, and never at a hidden policy', () => {
    const inside = policy(null, { children: [policy('2027-01-15', { id: 8, name: 'Inboedel' })] });
    expect(policiesOn('2027-01-01', [inside]).map((signal) => signal.searchable_id)).toEqual([8]);
    expect(policiesOn('2027-01-01', [policy('2027-01-15', { mutation_code: 999 })])).toEqual([]);
    const [signal] = policiesOn('2027-01-01', [inside]);
    expect(customerMessage(signal!.figures, 'nl', true)).toBe(
      'Uw verzekering Inboedel loopt af op 15 januari 2027. Wilt u dat we verlengen of een alternatief zoeken?',
    );
  });
});

describe('document_request_open', () => {
  const step = (requested_at: string, extra: Partial<Schemas['ProgressStep']> = {}) =>
    ({ id: 33, mortgage_id: 1, name: 'Getekende koopovereenkomst', received: false, sent: false, requested_at, ...extra }) as Schemas['ProgressStep'];
  const openOn = (today: string, steps: Schemas['ProgressStep'][]) => documentRequestOpen(facts(today, { mortgages: [mortgage([], steps)] }));

  it('holds from the 14th day after the Dutch day of the request', () => {
    // 23:30 UTC on 31 October is 00:30 on 1 November in Amsterdam (winter time).
    const requested = [step('2026-10-31T23:30:00Z')];
    expect(openOn('2026-11-14', requested)).toEqual([]);
    expect(openOn('2026-11-15', requested)).toHaveLength(1);
    expect(openOn('2026-12-15', requested)[0]?.figures).toEqual({
      rule: 'document_request_open',
      document: 'Getekende koopovereenkomst',
      requestedOn: '2026-11-01',
    });
  });

  it('finishes once the document is sent or received', () => {
    expect(openOn('2026-12-15', [step('2026-10-01T10:00:00+02:00', { sent: true })])).toEqual([]);
    expect(openOn('2026-12-15', [step('2026-10-01T10:00:00+02:00', { received: true, sent: true })])).toEqual([]);
  });
});

describe('appointment_reminder', () => {
  const appointment = (startsAt: string, status = 'approved') => ({
    id: 5,
    startsAt: new Date(startsAt),
    status,
    location: 'Maliebaan 42 bis, Utrecht',
    videoUrl: null,
  });
  const remindOn = (today: string, start: string, status?: string) => appointmentReminder(facts(today, { appointments: [appointment(start, status)] }));

  it('holds on the Dutch day before only', () => {
    const start = '2026-12-10T09:00:00+01:00';
    expect(remindOn('2026-12-08', start)).toEqual([]);
    expect(remindOn('2026-12-09', start)[0]?.figures).toEqual({
      rule: 'appointment_reminder',
      time: '09:00',
      place: 'Maliebaan 42 bis, Utrecht',
      videoUrl: null,
    });
    expect(remindOn('2026-12-10', start)).toEqual([]);
    expect(remindOn('2026-12-09', start, 'cancelled')).toEqual([]);
  });

  it('counts Amsterdam days across the spring change: 00:30 on 28 March 2027 is still 27 March in UTC', () => {
    const start = '2027-03-27T23:30:00Z';
    expect(remindOn('2027-03-26', start)).toEqual([]);
    expect(remindOn('2027-03-27', start)[0]?.figures).toMatchObject({ time: '00:30' });
    expect(remindOn('2027-03-28', start)).toEqual([]);
    // Half past three, the first hour after the clocks skip, is summer time (+02:00).
    expect(remindOn('2027-03-27', '2027-03-28T01:30:00Z')[0]?.figures).toMatchObject({ time: '03:30' });
  });

  it('counts Amsterdam days across the autumn change', () => {
    // 00:15 on 26 October 2026 (winter time again) is 23:15 UTC the day before.
    expect(remindOn('2026-10-25', '2026-10-25T23:15:00Z')[0]?.figures).toMatchObject({ time: '00:15' });
    expect(remindOn('2026-10-24', '2026-10-25T23:15:00Z')).toEqual([]);
    // 02:30 on the night of the change happens twice; the first (summer) one is 00:30 UTC.
    expect(remindOn('2026-10-24', '2026-10-25T00:30:00Z')[0]?.figures).toMatchObject({ time: '02:30' });
  });

  it('gives the video link of an online appointment', () => {
    const online = { ...appointment('2026-12-10T11:30:00+01:00'), location: null, videoUrl: 'https://meet.jit.si/vandijk' };
    const [signal] = appointmentReminder(facts('2026-12-09', { appointments: [online] }));
    expect(customerMessage(signal!.figures, 'nl', false)).toBe('Morgen om 11:30 heb je een videoafspraak met ons: https://meet.jit.si/vandijk');
    expect(customerMessage(signal!.figures, 'de', true)).toBe('Morgen um 11:30 Uhr haben Sie einen Videotermin mit uns: https://meet.jit.si/vandijk');
  });
});

describe('the day the rules run for', () => {
  it('is the Amsterdam date of the clock, on both nights the clocks change', () => {
    expect(wallClockOf(new Date('2027-03-27T22:59:00Z')).date).toBe('2027-03-27');
    expect(wallClockOf(new Date('2027-03-27T23:00:00Z')).date).toBe('2027-03-28');
    expect(wallClockOf(new Date('2026-10-25T22:59:00Z')).date).toBe('2026-10-25');
    expect(wallClockOf(new Date('2026-10-25T23:00:00Z')).date).toBe('2026-10-26');
    expect(wallClockOf(new Date('2026-07-01T21:59:00Z')).date).toBe('2026-07-01');
    expect(wallClockOf(new Date('2026-07-01T22:00:00Z')).date).toBe('2026-07-02');
  });
});

describe('retirement_approaching', () => {
  // Born 15 June 1961: 67 in 2028, so AOW 3 months later, on 15 September 2028.
  const bornOn = (today: string, customer: string | null, partner: string | null = null) =>
    retirementApproaching(facts(today, { birthDates: { customer, partner } }));

  it('holds from 5 years before the AOW date until the day before', () => {
    expect(bornOn('2023-09-14', '1961-06-15')).toEqual([]);
    expect(bornOn('2023-09-15', '1961-06-15')).toHaveLength(1);
    expect(bornOn('2028-09-14', '1961-06-15')).toHaveLength(1);
    expect(bornOn('2028-09-15', '1961-06-15')).toEqual([]);
  });

  it("names the partner's AOW date apart", () => {
    const [signal] = bornOn('2026-12-01', null, '1961-06-15');
    expect(signal).toMatchObject({ key: 'partner:2028-09-15', searchable_type: 'customer' });
    expect(customerMessage(signal!.figures, 'nl', false)).toBe(
      'Op 15 september 2028 bereikt je partner de AOW-leeftijd. Bekijk wat dat betekent voor je inkomen en maandlasten.',
    );
    expect(customerMessage(signal!.figures, 'de', false)).toBe(
      'Am 15. September 2028 erreicht dein Partner das AOW-Rentenalter. Sieh, was das für dein Einkommen und deine Monatsraten bedeutet.',
    );
  });
});
