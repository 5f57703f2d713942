// The simple electronic signature (eIDAS art. 3(10), decision record 070): a copy of the original
// with one page appended that lists each signature's facts. The original's bytes are copied, not
// rewritten, so its hash on the page can be checked against the file the office published.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { isoWithOffset } from '../../lib/amsterdam-time';
import { sha256 } from '../auth/digest';
import type { DocumentSigner, SignatureFacts, SigningRequest, SignaturePageLabels } from './document-signer';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 9;
const LEADING = 12;
const WIDTH = A4[0] - 2 * MARGIN;

/** Only what the standard font can draw: other characters (and control characters) become '?'. */
const drawable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff€]/g, '?');

/** The text cut into lines that fit the page, at spaces where it can, else anywhere. */
function wrapped(text: string, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(text).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= WIDTH) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > WIDTH) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > WIDTH) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

class PageWriter {
  private y = A4[1] - MARGIN;
  constructor(
    private readonly document: PDFDocument,
    private page: PDFPage,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {}

  write(text: string, options: { bold?: boolean; size?: number } = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? SIZE;
    for (const line of wrapped(text, font, size)) {
      // A long trail goes on over further pages rather than off the page.
      if (this.y < MARGIN) {
        this.page = this.document.addPage(A4);
        this.y = A4[1] - MARGIN;
      }
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: rgb(0, 0, 0) });
      this.y -= size + (LEADING - SIZE);
    }
  }

  gap() {
    this.y -= LEADING;
  }
}

function writeSignature(writer: PageWriter, facts: SignatureFacts, labels: SignaturePageLabels) {
  writer.write(`${labels.signer}: ${facts.signer} (${facts.role})`, { bold: true });
  writer.write(`${labels.signedAt}: ${`${isoWithOffset(facts.signedAt)} (Europe/Amsterdam)`}`);
  writer.write(`${labels.original}: ${facts.documentSha256}`);
  writer.write(`${labels.consent} (${facts.consentKey}, ${facts.language}): ${facts.consentText}`);
  writer.write(`${labels.address}: ${facts.ipAddress}`);
  writer.write(`${labels.device}: ${facts.userAgent}`);
  writer.gap();
}

/** The original with the signature page appended; the original's pages are copied as they are. */
export async function withSignaturePage(request: SigningRequest): Promise<Uint8Array> {
  const original = await PDFDocument.load(request.original, { updateMetadata: false });
  const copy = await PDFDocument.create({ updateMetadata: false });
  for (const page of await copy.copyPages(original, original.getPageIndices())) copy.addPage(page);
  const fonts = { regular: await copy.embedFont(StandardFonts.Helvetica), bold: await copy.embedFont(StandardFonts.HelveticaBold) };
  const writer = new PageWriter(copy, copy.addPage(A4), fonts);
  writer.write(request.labels.title, { bold: true, size: 14 });
  writer.gap();
  writer.write(request.labels.intro);
  writer.write(`${request.labels.original}: ${request.documentSha256}`);
  writer.gap();
  for (const facts of request.signatures) writeSignature(writer, facts, request.labels);
  return copy.save({ useObjectStreams: false });
}

export const simpleSignature: DocumentSigner = {
  level: 'simple',
  async sign(request) {
    const content = await withSignaturePage(request);
    return { content, sha256: sha256(content), level: 'simple' };
  },
};
