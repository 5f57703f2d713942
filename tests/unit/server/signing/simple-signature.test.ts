// The simple electronic signature (decision record 070): the copy opens with pdf-lib, has one page
// more than the original, the original's pages and bytes stay as they were, and the hash on the
// page and in the trail is the original's.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../../../src/server/auth/digest';
import { pageLabels } from '../../../../src/server/offers/texts';
import type { SignatureFacts } from '../../../../src/server/signing/document-signer';
import { simpleSignature } from '../../../../src/server/signing/simple-signature';

async function original(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) document.addPage().drawText(`Offerte pagina ${page + 1}`);
  return document.save();
}

const facts = (hash: string, changes: Partial<SignatureFacts> = {}): SignatureFacts => ({
  signer: 'Jan de Vries',
  role: 'customer',
  signedAt: new Date('2026-11-28T10:06:00Z'),
  documentSha256: hash,
  consentKey: 'offer.consent',
  consentText: 'Ik heb de offerte gelezen en onderteken haar elektronisch.',
  language: 'nl',
  ipAddress: '192.0.2.10',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  ...changes,
});

describe('simpleSignature', () => {
  it('appends one signature page to a copy; the copy opens and the original is unchanged', async () => {
    const bytes = await original(3);
    const before = Buffer.from(bytes);
    const hash = sha256(bytes);
    const copy = await simpleSignature.sign({ original: bytes, documentSha256: hash, signatures: [facts(hash)], labels: pageLabels('nl') });
    expect(copy.level).toBe('simple');
    expect(copy.sha256).toBe(sha256(copy.content));
    expect((await PDFDocument.load(copy.content)).getPageCount()).toBe(4);
    expect(Buffer.from(bytes).equals(before)).toBe(true);
    expect(sha256(bytes)).toBe(hash);
  });

  it('signs with characters the standard font cannot draw and a long device line, still on one page', async () => {
    const bytes = await original(1);
    const hash = sha256(bytes);
    const signatures = [facts(hash), facts(hash, { signer: 'Eva Łukasz 😀', role: 'partner', userAgent: 'x'.repeat(900) })];
    const copy = await simpleSignature.sign({ original: bytes, documentSha256: hash, signatures, labels: pageLabels('de') });
    expect((await PDFDocument.load(copy.content)).getPageCount()).toBe(2);
  });

  it('differs per signature set: the copy of two signatures is not the copy of one', async () => {
    const bytes = await original(1);
    const hash = sha256(bytes);
    const one = await simpleSignature.sign({ original: bytes, documentSha256: hash, signatures: [facts(hash)], labels: pageLabels('en') });
    const two = await simpleSignature.sign({
      original: bytes,
      documentSha256: hash,
      signatures: [facts(hash), facts(hash, { role: 'partner' })],
      labels: pageLabels('en'),
    });
    expect(one.sha256).not.toBe(two.sha256);
  });
});
