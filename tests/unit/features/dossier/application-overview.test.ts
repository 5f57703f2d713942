import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/portal';
import type { Offer } from '../../../../src/features/dossier/api/offers-api';
import { customerTodos, offersToSign, otherParties, overviewSteps } from '../../../../src/features/dossier/mortgages/application-overview';

type ProgressStep = components['schemas']['ProgressStep'];

let nextId = 1;
function request(number: number, flags: Partial<ProgressStep> = {}): ProgressStep {
  return {
    id: nextId++,
    mortgage_id: 7,
    number,
    name: `Document ${number}`,
    comment: null,
    status_description: null,
    completed: false,
    received: false,
    sent: false,
    requested_at: '2026-11-10T09:00:00Z',
    received_at: null,
    sent_at: null,
    updated_at: '2026-11-10T09:00:00Z',
    ...flags,
  };
}

const refusal = { reason_code: 'unreadable', reason: 'Blurred', refused_at: '2026-11-20T10:00:00Z', refused_by: null } as const;

const mortgage = (status: components['schemas']['MortgageStatus'], progress: ProgressStep[]) => ({
  status,
  progress,
  datumAanvraag: '2026-11-01',
  passeerdatum: '2027-02-01',
});

describe('overviewSteps', () => {
  it('dates the reached steps from the application date and the first request, and none ahead', () => {
    const steps = overviewSteps(mortgage(12, [request(1, { requested_at: '2026-11-12T09:00:00Z' }), request(2, { requested_at: '2026-11-05T09:00:00Z' })]));
    expect(steps.map(({ step, state, reached }) => [step, state, reached])).toEqual([
      ['intake', 'done', '2026-11-01'],
      ['documents', 'current', '2026-11-05T09:00:00Z'],
      ['proposal', 'todo', null],
      ['lender', 'todo', null],
      ['notary', 'todo', null],
    ]);
  });

  it('dates the proposal by the last document received once everything is in', () => {
    const steps = overviewSteps(
      mortgage(12, [request(1, { received: true, received_at: '2026-11-15T09:00:00Z' }), request(2, { received: true, received_at: '2026-11-18T09:00:00Z' })]),
    );
    expect(steps[2]).toEqual({ step: 'proposal', state: 'current', reached: '2026-11-18T09:00:00Z' });
  });

  it('gives the lender step no date it does not have', () => {
    const steps = overviewSteps(mortgage(16, [request(1, { received: true, received_at: '2026-11-15T09:00:00Z' })]));
    expect(steps.map((step) => step.state)).toEqual(['done', 'done', 'done', 'current', 'todo']);
    expect(steps[3]?.reached).toBeNull();
  });
});

describe('customerTodos', () => {
  it('lists what is still to deliver, the refused first, and leaves out what was sent or received', () => {
    const open = request(2);
    const refused = request(3, { refusal });
    const todos = customerTodos(mortgage(12, [request(1, { received: true }), open, refused, request(4, { sent: true })]));
    expect(todos).toEqual([
      { kind: 'upload_again', request: refused },
      { kind: 'upload', request: open },
    ]);
  });

  it('is empty without requests', () => {
    expect(customerTodos({ status: 1, datumAanvraag: null, passeerdatum: null })).toEqual([]);
  });
});

describe('otherParties', () => {
  it('names each sent document the office checks, then the office while documents are gathered', () => {
    const sent = request(1, { sent: true });
    expect(otherParties(mortgage(12, [sent, request(2)]))).toEqual([{ kind: 'office_checks', request: sent }, { kind: 'office_prepares' }]);
  });

  it('names the lender while the bank reviews and the notary once the documents went there', () => {
    expect(otherParties(mortgage(16, []))).toEqual([{ kind: 'lender_reviews' }]);
    expect(otherParties(mortgage(17, []))).toEqual([{ kind: 'notary_prepares' }]);
  });
});

describe('offersToSign', () => {
  const offer = (id: number, fields: Partial<Offer>): Offer => ({ id, mortgage_id: 7, state: 'open', signed_by_me: false, ...fields }) as Offer;

  it("lists the open offers on this mortgage the customer has not signed, and no other's", () => {
    const offers = [
      offer(1, {}),
      offer(2, { mortgage_id: 8 }),
      offer(3, { signed_by_me: true }),
      offer(4, { state: 'expired' }),
      offer(5, { state: 'signed', signed_by_me: true }),
    ];
    expect(offersToSign(offers, 7).map(({ id }) => id)).toEqual([1]);
    expect(offersToSign([], 7)).toEqual([]);
  });
});
