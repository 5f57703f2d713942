// `npm run office -- import <CODE> <file>` (src/server/offices/import-command.ts) on the server's
// own database: the endpoint's import code, with progress and a summary listing refused lines; the
// same file again is all unchanged; an unknown office or file is refused.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { importLine } from '../../scripts/bench/import-file';
import { runOfficeCommand } from '../../src/server/offices/command';
import { progressText, type ImportIo } from '../../src/server/offices/import-command';
import { useTestServer } from './helper';

const server = useTestServer();

const file = [JSON.stringify(importLine(1, 'CLI')), '{"ref": "CLI-BROKEN"}', JSON.stringify(importLine(2, 'CLI'))].join('\n');
const progress: { lines: number; bytes: number; size: number; final: boolean }[] = [];
const io: ImportIo = {
  open: async (path) => {
    if (path !== 'customers.ndjson') throw new Error(`ENOENT: no such file, open '${path}'`);
    return { size: Buffer.byteLength(file), body: Readable.from([Buffer.from(file)]) };
  },
  progress: (done, final) => progress.push({ ...done, final }),
};
const office = (...argv: string[]) =>
  runOfficeCommand(server.database.db, argv, async () => '', new Date(), undefined, { io, config: { clock: () => new Date() } });

describe('npm run office -- import', () => {
  it('imports the file, lists the refused lines, and the same file again changes nothing', async () => {
    const first = await office('import', 'vandijk', 'customers.ndjson');
    expect(first).toEqual({
      code: 1,
      lines: [
        'VANDIJK: 2 created, 0 updated, 0 unchanged, 1 refused.',
        'Refused:',
        expect.stringMatching(/^ {2}line 2 \(CLI-BROKEN\): line\.customer field_required /),
      ],
    });
    expect(progress.at(-1)).toEqual({ lines: 3, bytes: Buffer.byteLength(file), size: Buffer.byteLength(file), final: true });
    const stored = await server.database.db.selectFrom('mortgages').select('id').where('office_ref', 'in', ['CLI-000001-H1', 'CLI-000002-H1']).execute();
    expect(stored).toHaveLength(2);
    expect((await office('import', 'VANDIJK', 'customers.ndjson')).lines[0]).toBe('VANDIJK: 0 created, 0 updated, 2 unchanged, 1 refused.');
  });

  it('refuses an unknown office or file and shows progress as a bar or as plain lines', async () => {
    expect(await office('import', 'NOPE', 'customers.ndjson')).toEqual({ code: 1, lines: ['No office with code NOPE.'] });
    expect((await office('import', 'VANDIJK', 'missing.ndjson')).code).toBe(2);
    expect((await office('import', 'VANDIJK')).code).toBe(2);
    const half = { lines: 10, bytes: 1_048_576, size: 2_097_152 };
    expect(progressText(half, false)).toBe('10 lines, 1.0 of 2.0 MB (50%)\n');
    expect(progressText(half, true)).toBe(`\r[${'#'.repeat(15)}${'.'.repeat(15)}] 10 lines, 1.0 of 2.0 MB (50%)`);
  });
});
