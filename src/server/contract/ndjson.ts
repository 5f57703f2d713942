// Streamed NDJSON bodies (decision record 050): the body is read a chunk at a time as the consumer
// asks for lines, so a slow consumer holds the client back instead of the server holding the
// file; only the line being read is kept, and a line past its limit is skipped to its end unread.
// Each line is parsed and validated with the contract's validator, like a JSON body.
import type { ValidateFunction } from 'ajv';
import { validationDetails, type FieldProblem } from '../errors';
import type { ValidationError } from './validation-error';

/** One line of the body: its number from 1, its size in bytes, and its value or why it was refused. */
export type StreamedLine<T> = { line: number; bytes: number } & ({ ok: true; value: T } | { ok: false; value: unknown; errors: FieldProblem[] });

const NEWLINE = 0x0a;

/** The body's lines as buffers, blank lines skipped; `null` for a line longer than `maxBytes`. */
async function* rawLines(body: AsyncIterable<Buffer | string>, maxBytes: number): AsyncGenerator<{ line: number; bytes: number; text: Buffer | null }> {
  let parts: Buffer[] = [];
  let size = 0;
  let tooLong = false;
  let line = 0;
  const finish = () => {
    line += 1;
    const text = tooLong ? null : Buffer.concat(parts);
    const done = { line, bytes: size, text };
    parts = [];
    size = 0;
    tooLong = false;
    return done;
  };
  const isBlank = (done: { text: Buffer | null }) => done.text !== null && done.text.toString('utf8').trim() === '';
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let start = 0;
    while (start < bytes.length) {
      const end = bytes.indexOf(NEWLINE, start);
      const piece = bytes.subarray(start, end === -1 ? bytes.length : end);
      size += piece.length;
      // Past the limit the line's bytes are dropped as they come, so a long line costs no memory.
      tooLong ||= size > maxBytes;
      if (tooLong) parts = [];
      else parts.push(piece);
      if (end === -1) break;
      size += 1;
      const done = finish();
      if (!isBlank(done)) yield done;
      start = end + 1;
    }
  }
  if (size > 0) {
    const done = finish();
    if (!isBlank(done)) yield done;
  }
}

const refusedLine = (field: string, code: string, message: string): FieldProblem[] => [{ field, code, message }];

/** The body's lines, each parsed and validated against the line schema; a refused line says why. */
export async function* ndjsonLines<T>(body: AsyncIterable<Buffer | string>, maxLineBytes: number, validate: ValidateFunction): AsyncGenerator<StreamedLine<T>> {
  for await (const { line, bytes, text } of rawLines(body, maxLineBytes)) {
    if (text === null) {
      yield { line, bytes, ok: false, value: null, errors: refusedLine('line', 'line_too_long', `is longer than ${maxLineBytes} bytes`) };
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(text.toString('utf8'));
    } catch {
      yield { line, bytes, ok: false, value: null, errors: refusedLine('line', 'line_invalid_json', 'is not one JSON value') };
      continue;
    }
    if (validate(value)) yield { line, bytes, ok: true, value: value as T };
    else yield { line, bytes, ok: false, value, errors: validationDetails('line', (validate.errors ?? []) as ValidationError[]) };
  }
}
