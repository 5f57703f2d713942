import { describe, expect, it } from 'vitest';
import { officeFromHost } from '../../../src/lib/tenant-host';

describe('officeFromHost', () => {
  it.each([
    ['vandijk.localhost', 'vandijk'],
    ['vandijk.localhost:3000', 'vandijk'],
    ['VanDijk.LocalHost:5173', 'vandijk'],
    ['de-groot.localhost', 'de-groot'],
  ])('finds the office of %s on a developer machine', (host, office) => {
    expect(officeFromHost(host)).toBe(office);
  });

  it('finds the office under a configured base domain', () => {
    expect(officeFromHost('vandijk.portal.example.nl', 'portal.example.nl')).toBe('vandijk');
    expect(officeFromHost('vandijk.portal.example.nl:443', 'portal.example.nl')).toBe('vandijk');
  });

  it.each(['localhost', 'localhost:3000', '127.0.0.1', '127.0.0.1:3000', '[::1]:3000', '::1', '10.0.0.12', ''])('has no office on %j', (host) => {
    expect(officeFromHost(host)).toBeNull();
  });

  it('has no office on the bare base domain or www', () => {
    expect(officeFromHost('portal.example.nl', 'portal.example.nl')).toBeNull();
    expect(officeFromHost('www.portal.example.nl', 'portal.example.nl')).toBeNull();
    expect(officeFromHost('www.localhost:3000')).toBeNull();
  });

  it('has no office on a host outside the base domain', () => {
    expect(officeFromHost('vandijk.localhost', 'portal.example.nl')).toBeNull();
    expect(officeFromHost('vandijk.example.com', 'portal.example.nl')).toBeNull();
    // A look-alike that merely ends in the same letters is not under the base domain.
    expect(officeFromHost('vandijk.evilportal.example.nl', 'portal.example.nl')).toBeNull();
  });

  it('rejects a first label that cannot be an office name', () => {
    expect(officeFromHost('van_dijk.localhost')).toBeNull();
    expect(officeFromHost('-vandijk.localhost')).toBeNull();
  });
});
