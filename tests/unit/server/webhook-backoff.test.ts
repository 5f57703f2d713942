// The webhook's retry schedule, its per-customer order and where it may send (decision record 042).
import { describe, expect, it } from 'vitest';
import { inCustomerOrder, nextAttemptAt, RETRY_WINDOW_MS } from '../../../src/server/events/backoff';
import { webhookTarget } from '../../../src/server/events/webhook-address';

const since = new Date('2026-11-28T10:00:00Z');

describe('nextAttemptAt', () => {
  it('waits longer after each failed try and ends exactly a day after since', () => {
    let now = since;
    const waits: number[] = [];
    for (let attempts = 1; ; attempts += 1) {
      const next = nextAttemptAt(since, attempts, now);
      if (!next) break;
      waits.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(waits.slice(0, 4)).toEqual([5_000, 30_000, 120_000, 300_000]);
    expect(waits.every((wait, index) => index === 0 || index === waits.length - 1 || wait >= waits[index - 1]!)).toBe(true);
    expect(now.getTime() - since.getTime()).toBe(RETRY_WINDOW_MS);
  });

  it('gives up once the day is over', () => {
    expect(nextAttemptAt(since, 3, new Date(since.getTime() + RETRY_WINDOW_MS))).toBeNull();
  });
});

describe('inCustomerOrder', () => {
  const row = (id: number, customer: number | null, seq: number, first: number, tenant = 1) => ({
    id,
    tenant_id: tenant,
    customer_id: customer,
    seq,
    first_pending: first,
  });

  it('lets only the first pending event of each customer go', () => {
    const ready = inCustomerOrder([row(1, 7, 3, 3), row(2, 7, 4, 3), row(3, 8, 5, 5), row(4, 9, 6, 2), row(5, 7, 3, 3, 2)]);
    expect(ready.map((candidate) => candidate.id)).toEqual([1, 3, 5]);
  });
});

describe('webhookTarget', () => {
  const production = { production: true, webhookExtraHosts: ['127.0.0.1'] };
  it('refuses http, private, loopback and link-local addresses in production', () => {
    for (const address of [
      'http://office.example.com/hook',
      'https://127.0.0.1/hook',
      'http://127.0.0.1/hook',
      'https://10.0.0.8/',
      'https://[::1]/',
      'https://169.254.169.254/',
      'https://localhost/',
      'https://user:pw@office.example.com/',
    ]) {
      expect(webhookTarget(address, production).ok, address).toBe(false);
    }
    expect(webhookTarget('https://crm.example.com/hook', production)).toMatchObject({ ok: true, privateAllowed: false });
  });

  it('lets a configured local receiver in outside production only', () => {
    expect(webhookTarget('http://127.0.0.1:4000/hook', { production: false, webhookExtraHosts: ['127.0.0.1'] })).toMatchObject({
      ok: true,
      privateAllowed: true,
    });
    expect(webhookTarget('http://127.0.0.1:4000/hook', { production: false, webhookExtraHosts: [] }).ok).toBe(false);
  });
});
