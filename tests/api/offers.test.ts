// The offer signed in the portal (issue 40, decision records 070 and 071): the office publishes it,
// Jan and his partner Eva each sign with a fresh second factor, the signed copy and the trail are
// verifiable against the original's hash, the mortgage moves on and the office hears of it. Bad
// input, another customer and another office are refused.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/server/auth/digest';
import { standingClock, useTestServer } from './helper';
import { errorCode, refs } from './office-records-harness';
import { eva, jan, offersOf, sign, stepUpByMail, useOfferSetting, type Offer } from './offers-harness';

const clock = standingClock(new Date('2026-11-28T10:00:00Z'));
const server = useTestServer({ clock: clock.now });
const { callers, call } = useOfferSetting(server);
const path = `/customers/${refs.jan}/offers/OFF-1`;
const body = { mortgage_ref: 'HYP-O1', document_ref: 'DOC-O', valid_until: '2026-12-12', partner_ref: eva.ref };
const janMortgage = async (ref: string) =>
  (await call(callers.reader, 'GET', `/customers/${refs.jan}/mortgages/${ref}`)).json<{ record: Record<string, unknown> }>().record;
const fileOf = async (id: number) => (await call(callers.reader, 'GET', `/customers/${refs.jan}/document-files/${id}`)).rawPayload;
let offerId = 0;

describe('putOffer', () => {
  it('publishes the offer (201): the mortgage waits for signatures, each signer has a task; the same body is unchanged', async () => {
    const published = await call(callers.writer, 'PUT', path, body);
    expect(published.statusCode, published.body).toBe(201);
    const entry = published.json<{ document_id: number; document_sha256: string; state: string; signers: { role: string; name: string }[] }>();
    expect(entry).toMatchObject({ result: 'created', office_ref: 'OFF-1', mortgage_ref: 'HYP-O1', state: 'open', signed_document_id: null });
    expect(entry.signers.map((signer) => [signer.role, signer.name])).toEqual([
      ['customer', 'Jan de Vries'],
      ['partner', 'Eva de Vries-Bakker'],
    ]);
    expect(entry.document_sha256).toBe(sha256(await fileOf(entry.document_id)));
    expect(await janMortgage('HYP-O1')).toMatchObject({
      status: 14,
      datumOfferte: '2026-11-28',
      datumGeldigheidOfferte: '2026-12-12',
      datumOfferteGetekend: null,
    });
    expect((await call(callers.writer, 'PUT', path, body)).json()).toMatchObject({ result: 'unchanged' });
    const tasks = (await call(callers.reader, 'GET', `/customers/${eva.ref}/tasks`)).body;
    expect(tasks).toContain('Onderteken je hypotheekofferte');
    const janToken = await server.login('vandijk', jan.username, jan.password);
    const [offer] = await offersOf(server, janToken);
    offerId = offer!.id;
    expect(offer).toMatchObject({ state: 'open', days_left: 14, signed_by_me: false, office_phone: '030 234 56 78', consent_key: 'offer.consent' });
  });

  it('refuses bad bodies (400), a document that is no PDF (409), unknown records (404), the customer as partner, and another office', async () => {
    for (const bad of [
      { ...body, valid_until: 'morgen' },
      { ...body, extra: 1 },
      { mortgage_ref: 'HYP-O1', document_ref: 'DOC-O' },
    ]) {
      const answer = await call(callers.writer, 'PUT', `/customers/${refs.jan}/offers/OFF-BAD`, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorCode(answer)).toBe('validation_error');
    }
    const png = await call(callers.writer, 'PUT', `/customers/${refs.jan}/offers/OFF-BAD`, { ...body, document_ref: 'DOC-PNG' });
    expect([png.statusCode, errorCode(png)]).toEqual([409, 'offer_not_pdf']);
    const unknown = await call(callers.writer, 'PUT', `/customers/${refs.jan}/offers/OFF-BAD`, { ...body, mortgage_ref: 'HYP-NONE' });
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'record_not_found']);
    const self = await call(callers.writer, 'PUT', `/customers/${refs.jan}/offers/OFF-BAD`, { ...body, partner_ref: refs.jan });
    expect(self.statusCode).toBe(400);
    const elsewhere = await call(callers.degroot, 'PUT', path, body);
    expect([elsewhere.statusCode, errorCode(elsewhere)]).toEqual([404, 'customer_not_found']);
    expect((await call(callers.degroot, 'GET', path)).statusCode).toBe(404);
    expect((await call(callers.reader, 'GET', `/customers/${refs.jan}/offers/OFF-BAD`)).statusCode).toBe(404);
  });
});

describe('postOfferSignature', () => {
  it("asks for a fresh second factor, then records Jan's signature and makes the signed copy", async () => {
    const token = await server.login('vandijk', jan.username, jan.password);
    clock.advance(6 * 60_000);
    const stale = await sign(server, token, offerId);
    expect([stale.statusCode, errorCode(stale)]).toEqual([403, 'step_up_required']);
    await stepUpByMail(server, token, jan.username);
    const unticked = await server.call('vandijk', 'POST', `/api/customer/offers/${offerId}/signature`, { token, body: { consent: false } });
    expect(unticked.statusCode).toBe(400);
    const signed = await sign(server, token, offerId);
    expect(signed.statusCode, signed.body).toBe(200);
    const offer = signed.json<Offer>();
    expect(offer).toMatchObject({ state: 'open', signed_by_me: true, completed_at: null });
    expect(offer.signers[0]).toMatchObject({ signed_at: '2026-11-28T10:06:00.000Z', document_sha256: offer.document_sha256, ip_address: '127.0.0.1' });
    expect(offer.signers[0]!.consent_text).toContain('Ik heb de offerte gelezen');
    expect(offer.signers[0]!.user_agent).toContain('iPhone');
    expect(offer.signers[1]!.signed_at).toBeNull();
    const again = await sign(server, token, offerId);
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'offer_already_signed']);

    const copy = await server.call('vandijk', 'GET', `/api/customer/offers/${offerId}/signed_document`, { token });
    const original = await server.call('vandijk', 'GET', `/api/customer/offers/${offerId}/document`, { token });
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(sha256(copy.rawPayload)).toBe(offer.signed_document_sha256);
    expect(sha256(original.rawPayload)).toBe(offer.document_sha256);
    const pages = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();
    expect(await pages(copy.rawPayload)).toBe((await pages(original.rawPayload)) + 1);
  });

  it('keeps the offer from another customer and another office', async () => {
    const sanne = await server.login('vandijk', 'sanne.bakker@example.nl', 'Welkom2026!');
    expect(await offersOf(server, sanne)).toEqual([]);
    await stepUpByMail(server, sanne, 'sanne.bakker@example.nl');
    expect((await sign(server, sanne, offerId)).statusCode).toBe(404);
    expect((await server.call('vandijk', 'GET', `/api/customer/offers/${offerId}/document`, { token: sanne })).statusCode).toBe(404);
    expect((await server.call('vandijk', 'GET', `/api/customer/offers/${offerId}/signed_document`, { token: sanne })).statusCode).toBe(404);
    const pieter = await server.login('degroot', 'p.jansen@example.nl', 'Welkom2026!');
    expect((await sign(server, pieter, offerId, 'degroot')).statusCode).toBe(404);
    expect((await server.call('degroot', 'GET', `/api/customer/offers/${offerId}/signed_document`, { token: pieter })).statusCode).toBe(404);
  });

  it('completes when Eva signs: the mortgage moves to 6, the office gets the event, the copy and a trail matching the original', async () => {
    clock.advance(60_000);
    const token = await server.login('vandijk', eva.username, eva.password);
    const signed = await sign(server, token, offerId);
    expect(signed.json()).toMatchObject({ state: 'signed', signed_by_me: true, completed_at: '2026-11-28T10:07:00.000Z' });
    expect(await janMortgage('HYP-O1')).toMatchObject({ status: 6, datumOfferteGetekend: '2026-11-28' });
    const entry = (await call(callers.reader, 'GET', path)).json<{
      document_id: number;
      signed_document_id: number;
      document_sha256: string;
      signed_document_sha256: string;
      signers: Offer['signers'];
    }>();
    const original = sha256(await fileOf(entry.document_id));
    expect(entry.signers.map((signer) => signer.document_sha256)).toEqual([original, original]);
    expect(sha256(await fileOf(entry.signed_document_id))).toBe(entry.signed_document_sha256);
    const events = (await call(callers.vandijk, 'GET', '/events')).json<{ events: { type: string; data: Record<string, unknown> }[] }>().events;
    expect(events.filter((event) => event.type === 'offer.signed').map((event) => event.data.complete)).toEqual([false, true]);
    const changed = await call(callers.writer, 'PUT', path, { ...body, valid_until: '2026-12-20' });
    expect([changed.statusCode, errorCode(changed)]).toEqual([409, 'offer_signed']);
  });

  it('refuses an expired offer and says whom to call', async () => {
    const published = await call(callers.writer, 'PUT', `/customers/${refs.jan}/offers/OFF-2`, {
      mortgage_ref: 'HYP-O2',
      document_ref: 'DOC-O',
      valid_until: '2026-11-30',
    });
    expect(published.statusCode).toBe(201);
    clock.advance(3 * 86_400_000);
    const token = await server.login('vandijk', jan.username, jan.password);
    const expired = (await offersOf(server, token)).find((offer) => offer.state !== 'signed')!;
    expect(expired).toMatchObject({ state: 'expired', days_left: -1, office_phone: '030 234 56 78' });
    const refused = await sign(server, token, expired.id);
    expect([refused.statusCode, errorCode(refused)]).toEqual([409, 'offer_expired']);
  });
});
