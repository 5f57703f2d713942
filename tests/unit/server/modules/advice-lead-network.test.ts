import { describe, expect, it } from 'vitest';
import { networkOf } from '../../../../src/server/modules/advice/lead-limits';

describe('networkOf', () => {
  it('groups IPv4 addresses by /24, IPv4-mapped ones alike', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.99')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.114.7')).not.toBe(networkOf('203.0.113.7'));
  });

  it('groups IPv6 addresses by /48, however they are written', () => {
    expect(networkOf('2001:db8:1:2::7')).toBe(networkOf('2001:0db8:0001:ffff:1:2:3:4'));
    expect(networkOf('2001:db8:2::1')).not.toBe(networkOf('2001:db8:1::1'));
  });
});
