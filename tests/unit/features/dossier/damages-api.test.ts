// A refused damage report says which size was passed: one file's or all of them together.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const answer = vi.hoisted(() => ({ current: { status: 200, body: null as unknown } }));

vi.mock('../../../../src/api/multipart', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/api/multipart')>()),
  postMultipart: () => Promise.resolve(answer.current),
}));

const { submitDamage } = await import('../../../../src/features/dossier/api/damages-api');
const { DamageRefused } = await import('../../../../src/features/dossier/damages/damage-report.machine');

const submission = { type: 'home', estimated: 100, date: '2026-01-05', cause: 'Storm', files: {} } as unknown as Parameters<typeof submitDamage>[0];
const refused = (code: string) => ({ status: 413, body: { error: { code, message: 'Too large', status: 413 } } });

describe('submitDamage', () => {
  beforeEach(() => {
    answer.current = { status: 200, body: null };
  });

  it.each([
    ['message_error_file_size', 'message_error_file_size'],
    ['message_error_total_size', 'message_error_total_size'],
    ['something_else', 'message_error_file_size'],
  ])('turns a 413 %s into the failure %s', async (code, failure) => {
    answer.current = refused(code);
    const error = await submitDamage(submission).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DamageRefused);
    expect((error as InstanceType<typeof DamageRefused>).failure).toBe(failure);
  });
});
