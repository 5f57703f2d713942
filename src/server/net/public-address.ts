// The one rule for where the server may connect on a stranger's behalf (push endpoints now, office
// webhooks later): only to addresses on the public internet. A name is resolved and every address
// it gives is checked, and the check runs in the connection's own lookup, so a name that answers a
// public address to a first lookup and a private one to the next (DNS rebinding) gains nothing.
// Addresses arrive in every spelling a resolver or URL parser accepts (decimal, hex, IPv4-mapped
// IPv6); they are reduced to their bytes before any range is compared.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIPv4, isIPv6, type LookupFunction } from 'node:net';

type Range = [bytes: number[], prefixBits: number];

const v4 = (text: string, bits: number): Range => [text.split('.').map(Number), bits];

/** IPv4 ranges that are not the public internet (RFC 6890 and its successors). */
const V4_PRIVATE: Range[] = [
  v4('0.0.0.0', 8), // this network
  v4('10.0.0.0', 8),
  v4('100.64.0.0', 10), // carrier-grade NAT
  v4('127.0.0.0', 8),
  v4('169.254.0.0', 16), // link-local, cloud metadata services
  v4('172.16.0.0', 12),
  v4('192.0.0.0', 24),
  v4('192.0.2.0', 24),
  v4('192.88.99.0', 24),
  v4('192.168.0.0', 16),
  v4('198.18.0.0', 15),
  v4('198.51.100.0', 24),
  v4('203.0.113.0', 24),
  v4('224.0.0.0', 4), // multicast
  v4('240.0.0.0', 4), // reserved and broadcast
];

const v6 = (prefix: number[], bits: number): Range => [prefix, bits];

/** IPv6 ranges that are not the public internet; the ones that embed an IPv4 address are checked by that address. */
const V6_PRIVATE: Range[] = [
  v6([0xfc], 7), // unique local
  v6([0xfe, 0x80], 10), // link-local
  v6([0xfe, 0xc0], 10), // site-local (deprecated)
  v6([0xff], 8), // multicast
  v6([0x20, 0x01, 0x0d, 0xb8], 32), // documentation
  v6([0x01, 0, 0, 0, 0, 0, 0, 0], 64), // discard-only
];

function inRange(bytes: number[], [prefix, bits]: Range): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((prefix[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

/** The 16 bytes of an IPv6 address in any of its spellings (`::`, an IPv4 tail). */
export function ipv6Bytes(address: string): number[] {
  // Cut in code, not by patterns, so that no input can make this backtrack.
  const bare = address.replace(/^\[|\]$/g, '');
  const zone = bare.indexOf('%');
  const text = zone < 0 ? bare : bare.slice(0, zone);
  const tail = text.slice(text.lastIndexOf(':') + 1);
  const quad = isIPv4(tail) ? tail.split('.').map(Number) : undefined;
  const words = quad ? `${text.slice(0, -tail.length)}${((quad[0]! << 8) | quad[1]!).toString(16)}:${((quad[2]! << 8) | quad[3]!).toString(16)}` : text;
  const [head = '', rest] = words.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((word) => parseInt(word, 16)) : []);
  const front = parse(head);
  const back = parse(rest ?? '');
  const groups = rest === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

function v4IsPublic(bytes: number[]): boolean {
  return !V4_PRIVATE.some((range) => inRange(bytes, range));
}

/** Whether an IP address (any spelling a resolver answers) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return v4IsPublic(address.split('.').map(Number));
  if (!isIPv6(address.replace(/^\[|\]$/g, ''))) return false;
  const bytes = ipv6Bytes(address);
  const zeros = (count: number) => bytes.slice(0, count).every((byte) => byte === 0);
  // IPv4-mapped (::ffff:a.b.c.d) reaches that IPv4 address; ::, ::1 and the old IPv4-compatible form are never public.
  if (zeros(10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4IsPublic(bytes.slice(12));
  if (zeros(12)) return false;
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address they carry.
  if (inRange(bytes, [[0, 0x64, 0xff, 0x9b], 96])) return v4IsPublic(bytes.slice(12));
  if (inRange(bytes, [[0x20, 0x02], 16])) return v4IsPublic(bytes.slice(2, 6));
  return !V6_PRIVATE.some((range) => inRange(bytes, range));
}

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

/**
 * A lookup for http(s).request and net.connect that resolves as usual and fails unless every
 * address the name has is public: the connection is then made to an address this check passed.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(new PrivateAddressError('the address is not on the public internet'), '', 0);
    }
    if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
};
