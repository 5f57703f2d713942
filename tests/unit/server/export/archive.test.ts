// The archive streams into chunks of a fixed size (the last one shorter) that make one valid zip.
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, writeArchive, type ArchiveEntry } from '../../../../src/server/export/archive';

async function* entries(list: ArchiveEntry[]) {
  for (const entry of list) yield entry;
}

describe('writeArchive', () => {
  it('writes numbered chunks of CHUNK_BYTES that together unzip to the entries', async () => {
    const noise = new Uint8Array(CHUNK_BYTES * 2 + 123).map((_, index) => (index * 7919) % 251);
    const text = new TextEncoder().encode('{"a": 1}\n');
    const chunks: { seq: number; bytes: Uint8Array }[] = [];
    const size = await writeArchive(
      entries([
        { name: 'gegevens/a.json', bytes: text },
        { name: 'bestanden/1-ruis.bin', bytes: noise, store: true },
      ]),
      async (seq, bytes) => {
        chunks.push({ seq, bytes: bytes.slice() });
      },
    );
    expect(chunks.map((chunk) => chunk.seq)).toEqual(chunks.map((_, index) => index));
    expect(chunks.slice(0, -1).every((chunk) => chunk.bytes.length === CHUNK_BYTES)).toBe(true);
    const whole = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      whole.set(chunk.bytes, at);
      at += chunk.bytes.length;
    }
    expect(at).toBe(size);
    const unzipped = unzipSync(whole);
    expect(new TextDecoder().decode(unzipped['gegevens/a.json'])).toBe('{"a": 1}\n');
    expect(Buffer.from(unzipped['bestanden/1-ruis.bin'] ?? []).equals(Buffer.from(noise))).toBe(true);
  });

  it('writes an empty archive as one short chunk', async () => {
    const chunks: Uint8Array[] = [];
    const size = await writeArchive(entries([]), async (_seq, bytes) => {
      chunks.push(bytes.slice());
    });
    expect(chunks).toHaveLength(1);
    expect(unzipSync(chunks[0] ?? new Uint8Array())).toEqual({});
    expect(size).toBe(chunks[0]?.length);
  });
});
