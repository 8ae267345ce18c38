import { isIP } from 'node:net';

/**
 * Which addresses a webhook may reach (decisions §12, issue 17 findings 7 and 8):
 * - `public`: globally routable; any endpoint.
 * - `private`: loopback, RFC 1918, shared (CGNAT) and unique-local addresses; sandbox endpoints only, and only when
 *   the operator sets WEBHOOK_ALLOW_PRIVATE_TARGETS (a receiver on the developer's machine or in the test suite).
 * - `forbidden`: never — unspecified, link-local (cloud metadata lives at 169.254.169.254), multicast, documentation,
 *   benchmarking and reserved ranges, and every IPv6 form that embeds or translates an IPv4 address (mapped ones are
 *   judged as the IPv4 address they map to), since those reach IPv4 hosts we cannot judge from the IPv6 form.
 */
export type AddressClass = 'public' | 'private' | 'forbidden';

type Rule = readonly [network: string, prefix: number, verdict: Exclude<AddressClass, 'public'>];

const V4_RULES: readonly Rule[] = [
  ['0.0.0.0', 8, 'forbidden'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'],
  ['127.0.0.0', 8, 'private'],
  ['169.254.0.0', 16, 'forbidden'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'forbidden'],
  ['192.0.2.0', 24, 'forbidden'],
  ['192.88.99.0', 24, 'forbidden'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'forbidden'],
  ['198.51.100.0', 24, 'forbidden'],
  ['203.0.113.0', 24, 'forbidden'],
  ['224.0.0.0', 4, 'forbidden'],
  ['240.0.0.0', 4, 'forbidden'],
];

/** Checked in order; the first match decides. Anything outside 2000::/3 (global unicast) that no rule names is forbidden. */
const V6_RULES: readonly Rule[] = [
  ['::1', 128, 'private'],
  ['::', 96, 'forbidden'], // unspecified and IPv4-compatible (::7f00:1)
  ['::ffff:0:0:0', 96, 'forbidden'], // IPv4-translated (SIIT, RFC 6145)
  ['64:ff9b::', 96, 'forbidden'], // NAT64 well-known prefix
  ['64:ff9b:1::', 48, 'forbidden'], // NAT64 local-use prefix
  ['100::', 64, 'forbidden'], // discard-only
  ['2001::', 23, 'forbidden'], // IETF protocol assignments: Teredo, ORCHID, benchmarking
  ['2001:db8::', 32, 'forbidden'], // documentation
  ['2002::', 16, 'forbidden'], // 6to4: embeds an IPv4 address
  ['3fff::', 20, 'forbidden'], // documentation (RFC 9637)
  ['fc00::', 7, 'private'], // unique local
  ['fe80::', 10, 'forbidden'], // link-local
  ['fec0::', 10, 'forbidden'], // site-local (deprecated)
  ['ff00::', 8, 'forbidden'], // multicast
];

function v4Number(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function v6Groups(ip: string): number[] {
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4Number(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

function v6InPrefix(groups: number[], network: number[], prefix: number): boolean {
  for (let bit = 0; bit < prefix; bit += 16) {
    const width = Math.min(16, prefix - bit);
    const mask = (0xffff << (16 - width)) & 0xffff;
    if ((groups[bit / 16]! & mask) !== (network[bit / 16]! & mask)) return false;
  }
  return true;
}

const V4_COMPILED = V4_RULES.map(([net, prefix, verdict]) => ({ net: v4Number(net), mask: prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0, verdict }));
const V6_COMPILED = V6_RULES.map(([net, prefix, verdict]) => ({ net: v6Groups(net), prefix, verdict }));

/** The class of an IP address; anything that is not an IP address is forbidden. */
export function addressClass(ip: string): AddressClass {
  const family = isIP(ip);
  if (family === 4) {
    const n = v4Number(ip);
    return V4_COMPILED.find((r) => (n & r.mask) >>> 0 === r.net)?.verdict ?? 'public';
  }
  if (family !== 6) return 'forbidden';
  const groups = v6Groups(ip);
  // IPv4-mapped (::ffff:a.b.c.d, also written ::ffff:7f00:1): the socket reaches the IPv4 address.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return addressClass(`${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`);
  }
  const rule = V6_COMPILED.find((r) => v6InPrefix(groups, r.net, r.prefix));
  if (rule) return rule.verdict;
  return (groups[0]! & 0xe000) === 0x2000 ? 'public' : 'forbidden';
}

export function isPublicIp(ip: string): boolean {
  return addressClass(ip) === 'public';
}

/** Whether a webhook under this policy may connect to `ip`. */
export function addressAllowed(ip: string, allowPrivate: boolean): boolean {
  const verdict = addressClass(ip);
  return verdict === 'public' || (verdict === 'private' && allowPrivate);
}

/** The host as DNS and the socket see it: no IPv6 brackets, no trailing root dots (`localhost.` is `localhost`). */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|lan|home|intranet|corp|home\.arpa)$/i;

/**
 * Why a URL's host may not be a webhook target under this policy, or null.
 * Names are judged on their face here (DNS is consulted at send time, where the
 * addresses are checked again and the connection is made to the checked one).
 */
export function hostProblem(url: URL, allowPrivate: boolean): string | null {
  const host = bareHost(url);
  if (isIP(host)) {
    const verdict = addressClass(host);
    if (verdict === 'public' || (verdict === 'private' && allowPrivate)) return null;
    return verdict === 'private' ? 'points to a private or loopback address' : 'points to a reserved, link-local or otherwise unreachable address';
  }
  if (allowPrivate) return host ? null : 'has no host';
  if (!host.includes('.') || LOCAL_NAMES.test(host)) return 'is not a public host name';
  return null;
}
