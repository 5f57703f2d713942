import { describe, expect, it } from 'vitest';
import { isNewDamage, newestFirst, requestsToUpload, type DamageClaim, type DamageProgressItem } from '../../../../src/features/dossier/damages/damage-rules';
import {
  canDelete,
  DELETION_WINDOW_MS,
  deletionEndsAt,
  documentsWhere,
  offersDelete,
  searchDocuments,
  viewKind,
} from '../../../../src/features/dossier/documents/document-rules';
import { monthlyAmount, pieSlices, policiesOfTab, policyMonthly, type Policy } from '../../../../src/features/dossier/policies/policy-figures';
import { previewText } from '../../../../src/features/dossier/shared/preview-text';

describe('the deletion window', () => {
  const created = '2026-11-21T09:00:00Z';
  const at = (minutes: number) => Date.parse(created) + minutes * 60_000;

  it('allows deleting a deletable document during the first 60 minutes only', () => {
    expect(canDelete({ deletable: true, created_at: created }, at(0))).toBe(true);
    expect(canDelete({ deletable: true, created_at: created }, at(59))).toBe(true);
    expect(canDelete({ deletable: true, created_at: created }, at(60))).toBe(false);
    expect(canDelete({ deletable: true, created_at: created }, at(90))).toBe(false);
    expect(DELETION_WINDOW_MS).toBe(3_600_000);
  });

  it('never allows deleting a document not flagged deletable', () => {
    expect(canDelete({ deletable: false, created_at: created }, at(1))).toBe(false);
  });

  it("offers delete on the server's flag and names the end of the window", () => {
    expect(offersDelete({ deletable: true })).toBe(true);
    expect(offersDelete({ deletable: false })).toBe(false);
    expect(new Date(deletionEndsAt({ created_at: created })).toISOString()).toBe('2026-11-21T10:00:00.000Z');
  });
});

describe('the document viewer', () => {
  it('shows png, jpg, jpeg, gif and svg as images, PDF in a frame, text as text, the rest as web content', () => {
    expect(viewKind('image/png', 'png')).toBe('image');
    expect(viewKind('image/jpeg', 'jpeg')).toBe('image');
    expect(viewKind('application/octet-stream', 'jpg')).toBe('image');
    expect(viewKind('image/gif', null)).toBe('image');
    expect(viewKind('image/svg+xml', 'svg')).toBe('image');
    expect(viewKind('application/pdf', 'pdf')).toBe('pdf');
    expect(viewKind('text/plain; charset=utf-8', 'txt')).toBe('text');
    expect(viewKind('text/html', 'html')).toBe('web');
    expect(viewKind('image/webp', 'webp')).toBe('web');
  });

  it("finds documents by part of the name, any case, and gathers one item's documents from all categories", () => {
    const documents = [{ name: 'Salarisstrook oktober' }, { name: 'Kopie paspoort' }];
    expect(searchDocuments(documents, 'STROOK')).toEqual([documents[0]]);
    expect(searchDocuments(documents, '  ')).toEqual(documents);
    const doc = (id: number, mortgage_id: number | null) =>
      ({ id, mortgage_id }) as Parameters<typeof documentsWhere>[0] extends Record<string, (infer D)[]> | undefined ? D : never;
    const byCategory = { Hypotheken: [doc(1, 7), doc(2, 8)], Klanten: [doc(3, 7)] };
    expect(documentsWhere(byCategory, (document) => document.mortgage_id === 7).map((document) => document.id)).toEqual([1, 3]);
    expect(documentsWhere(undefined, () => true)).toEqual([]);
  });
});

const policy = (id: number, fields: Partial<Policy> = {}): Policy =>
  ({ id, name: `Polis ${id}`, is_package: false, children: [], mutation_code: null, total_term_amount: null, payment_term: null, ...fields }) as Policy;

describe('policies', () => {
  const list = [
    policy(1, { total_term_amount: 30, payment_term: 3 }),
    policy(2, { mutation_code: 9, total_term_amount: 12, payment_term: 12 }),
    policy(3, { mutation_code: 999, total_term_amount: 5, payment_term: 1 }),
    policy(4, {
      is_package: true,
      children: [policy(5, { total_term_amount: 20, payment_term: 1 }), policy(6, { mutation_code: 999, total_term_amount: 99, payment_term: 1 })],
    }),
  ];

  it("splits the office's and other parties' (code 9) policies and never shows code 999, also inside packages", () => {
    expect(policiesOfTab(list, 'tenant').map((item) => item.id)).toEqual([1, 4]);
    expect(policiesOfTab(list, 'tenant')[1]?.children.map((item) => item.id)).toEqual([5]);
    expect(policiesOfTab(list, 'other').map((item) => item.id)).toEqual([2]);
  });

  it('monthly amount is the term amount / payment term (or 1); a package sums its policies', () => {
    expect(monthlyAmount({ total_term_amount: 30, payment_term: 3 })).toBe(10);
    expect(monthlyAmount({ total_term_amount: 14.85, payment_term: null })).toBe(14.85);
    expect(monthlyAmount({ total_term_amount: 14.85, payment_term: 0 })).toBe(14.85);
    const tenant = policiesOfTab(list, 'tenant');
    expect(policyMonthly(tenant[1] as Policy)).toBe(20);
    expect(pieSlices(tenant).map((slice) => slice.value)).toEqual([10, 20]);
  });
});

const item = (id: number, received: boolean, sent: boolean): DamageProgressItem => ({ id, name: `Stuk ${id}`, received, sent, comment: null });

describe('damages', () => {
  it('hides the requested documents already sent and lists the not-received first', () => {
    expect(requestsToUpload([item(1, true, false), item(2, false, true), item(3, false, false)]).map((entry) => entry.id)).toEqual([3, 1]);
    expect(requestsToUpload(undefined)).toEqual([]);
  });

  it('is new when unseen, unsettled and with an open request', () => {
    const claim = { seen_by_customer: false, settled: false, progress_items: [item(1, false, false)] } as DamageClaim;
    expect(isNewDamage(claim)).toBe(true);
    expect(isNewDamage({ ...claim, seen_by_customer: true })).toBe(false);
    expect(isNewDamage({ ...claim, settled: true })).toBe(false);
    expect(isNewDamage({ ...claim, progress_items: [item(1, true, true)] })).toBe(false);
  });

  it('lists the claims newest first, so a report just sent stands at the top', () => {
    const reported = (id: number, created_at: string) => ({ id, created_at }) as DamageClaim;
    const list = [reported(1, '2026-03-01T10:00:00Z'), reported(3, '2026-11-25T09:00:00Z'), reported(2, '2026-03-01T10:00:00Z')];
    expect(newestFirst(list).map((claim) => claim.id)).toEqual([3, 2, 1]);
    expect(list.map((claim) => claim.id)).toEqual([1, 3, 2]);
  });
});

describe('comment previews', () => {
  it('cuts at the limit, at a word where one is near, and leaves short texts whole', () => {
    const text = 'Stuur ons de getekende werkgeversverklaring met een recente salarisstrook erbij, dan kunnen we de aanvraag afronden.';
    expect(previewText('Kort', 50)).toBe('Kort');
    const preview = previewText(text, 50);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(51);
    expect(text.startsWith(preview.slice(0, -1))).toBe(true);
    expect(previewText('x'.repeat(120), 110)).toBe(`${'x'.repeat(110)}…`);
  });
});
