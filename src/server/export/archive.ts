// Streams a zip out of fflate into fixed-size chunks handed to `store` one at a time, so building
// an archive holds one entry and one chunk in memory, whatever the dossier's size.
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ArchiveEntry {
  name: string;
  bytes: Uint8Array;
  /** Files that are compressed already (PDF, images) are stored as they are. */
  store?: boolean;
}

export const CHUNK_BYTES = 256 * 1024;

/** Writes the entries as one zip through `store(seq, bytes)`; answers the archive's size. */
export async function writeArchive(entries: AsyncIterable<ArchiveEntry>, store: (seq: number, bytes: Uint8Array) => Promise<void>): Promise<number> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let size = 0;
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    pending.push(data);
    pendingBytes += data.length;
    size += data.length;
  });
  const flush = async (all: boolean) => {
    while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
      const joined = new Uint8Array(pendingBytes);
      let at = 0;
      for (const part of pending) {
        joined.set(part, at);
        at += part.length;
      }
      const take = all ? joined.length : CHUNK_BYTES;
      await store(seq, joined.subarray(0, take));
      seq += 1;
      pending = take < joined.length ? [joined.subarray(take)] : [];
      pendingBytes = joined.length - take;
    }
  };
  for await (const entry of entries) {
    const file = entry.store ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
    zip.add(file);
    file.push(entry.bytes, true);
    if (failure) throw failure;
    await flush(false);
  }
  zip.end();
  if (failure) throw failure;
  await flush(true);
  return size;
}
