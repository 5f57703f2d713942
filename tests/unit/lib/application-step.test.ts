import { describe, expect, it } from 'vitest';
import { applicationStep } from '../../../src/lib/application-step';

const step = (received: boolean) => ({ received }) as NonNullable<Parameters<typeof applicationStep>[0]['progress']>[number];

describe('applicationStep', () => {
  it('is intake while nothing is asked yet', () => {
    expect(applicationStep({ status: 11, progress: [] })).toBe(1);
    expect(applicationStep({ status: 1 })).toBe(1);
  });

  it('is deliver documents while something asked is not received', () => {
    expect(applicationStep({ status: 12, progress: [step(true), step(false)] })).toBe(2);
  });

  it('is the interest proposal once everything asked is received', () => {
    expect(applicationStep({ status: 12, progress: [step(true), step(true)] })).toBe(3);
  });

  it('is the lender assessment when the documents are with the bank (16), whatever the progress', () => {
    expect(applicationStep({ status: 16, progress: [step(false)] })).toBe(4);
  });

  it('is the notary assessment when the documents went to the notary (17) or closing is planned (18)', () => {
    expect(applicationStep({ status: 17, progress: [] })).toBe(5);
    expect(applicationStep({ status: 18, progress: [step(true)] })).toBe(5);
  });
});
