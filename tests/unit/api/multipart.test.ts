import { describe, expect, it } from 'vitest';
import { formDataOf, type MultipartFields, type MultipartPath } from '../../../src/api/multipart';

describe('formDataOf', () => {
  it('sends the fields in the order given, a file under its own name and a list as one part per file', () => {
    const claim = new File(['a'], 'claim.pdf', { type: 'application/pdf' });
    const photos = [new File(['b'], 'one.jpg'), new File(['c'], 'two.jpg')];
    const fields: MultipartFields<'/customer/damage'> = {
      type: 'home',
      estimated: 1250.5,
      date: '2026-11-20',
      cause: 'Storm',
      claim_form: [claim],
      damage: photos,
      other: undefined,
    };
    const form = formDataOf(fields);
    expect([...form.keys()]).toEqual(['type', 'estimated', 'date', 'cause', 'claim_form', 'damage', 'damage']);
    expect(form.get('estimated')).toBe('1250.5');
    expect((form.get('claim_form') as File).name).toBe('claim.pdf');
    expect(form.getAll('damage').map((file) => (file as File).name)).toEqual(['one.jpg', 'two.jpg']);
  });

  it('keeps a single file of the contract as a file', () => {
    const content = new File(['x'], 'payslip.pdf');
    const form = formDataOf({ name: 'payslip', parent_type: 'klanten', parent_id: 7, content } satisfies MultipartFields<'/customer/document'>);
    expect(form.get('parent_id')).toBe('7');
    expect((form.get('content') as File).name).toBe('payslip.pdf');
  });
});

// The paths and fields come from the contract: these must not compile (checked by `npm run typecheck`).
export const typed: MultipartPath[] = [
  '/customer/damage',
  '/customer/document',
  // @ts-expect-error a JSON-only operation is no multipart path
  '/customer/note',
];
// @ts-expect-error the contract wants a file as `content`, not its text
export const notAFile: MultipartFields<'/customer/document'> = { name: 'x', content: 'text' };
