import { describe, expect, it } from 'vitest';
import { addressContext } from '../../../src/lib/formal-address';

describe('addressContext', () => {
  it('is informal only for the pronoun JE', () => {
    expect(addressContext('JE')).toBeUndefined();
  });

  it.each(['U', 'u', 'je', '', null, undefined])('is formal for %j', (pronoun) => {
    expect(addressContext(pronoun)).toBe('u');
  });
});
