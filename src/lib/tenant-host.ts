/**
 * Which office a host name belongs to. Offices live on their own sub-domain
 * (`vandijk.portal.example.nl`, or `vandijk.localhost` on a developer machine),
 * so the first label names the office. Pure, so the browser, the server and
 * the tests agree on one rule.
 */

// Labels that are part of the public address rather than an office.
const NOT_AN_OFFICE = new Set(['www']);

// An office name is a DNS label: letters, digits and inner hyphens.
const OFFICE_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The host without its port; `[::1]:3000` keeps its brackets so it still reads as IPv6. */
function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  // More than one colon without brackets is a bare IPv6 address, not host:port.
  if (colon !== -1 && host.indexOf(':') === colon) return host.slice(0, colon);
  return host;
}

/**
 * The office name for `host`, or null when the host has no office sub-domain:
 * the bare base domain, `localhost`, an IP address, `www`, or a host outside the base domain.
 */
export function officeFromHost(host: string, baseDomain = 'localhost'): string | null {
  const hostname = stripPort(host.trim().toLowerCase()).replace(/\.$/, '');
  const base = baseDomain.trim().toLowerCase().replace(/^\./, '').replace(/\.$/, '');
  if (hostname === '' || hostname.includes(':') || IPV4.test(hostname)) return null;
  if (!hostname.endsWith(`.${base}`)) return null;

  const subdomain = hostname.slice(0, -(base.length + 1));
  const office = subdomain.split('.')[0] ?? '';
  if (NOT_AN_OFFICE.has(office) || !OFFICE_LABEL.test(office)) return null;
  return office;
}
