import { isIP } from 'node:net';

/**
 * Which addresses a webhook may reach (decisions §12, issue 17 findings 7 and 8):
 * - `public`: globally routable; any endpoint.
 * - `private`: loopback, RFC 1918, shared (CGNAT) and unique-local addresses; sandbox endpoints only, and only when
 *   the operator sets WEBHOOK_ALLOW_PRIVATE_TARGETS (a receiver on the developer's machine or in the test suite).
 * - `forbidden`: never — cloud metadata services (METADATA_V4/V6, by name METADATA_HOSTS), unspecified, link-local, multicast, documentation,
 *   benchmarking and reserved ranges, and every IPv6 form that embeds or translates an IPv4 address (mapped ones are
 *   judged as the IPv4 address they map to), since those reach IPv4 hosts we cannot judge from the IPv6 form.
 */
export type AddressClass = 'public' | 'private' | 'forbidden';

type Rule = readonly [network: string, prefix: number, verdict: Exclude<AddressClass, 'public'>];

/**
 * Cloud instance metadata and provider-internal services, refused in every setting (WEBHOOK_ALLOW_PRIVATE_TARGETS
 * included): they hand out the machine's cloud credentials. Listed first, since some sit inside ranges that are
 * only private (Alibaba's in shared 100.64/10, AWS's and GCP's IPv6 ones in unique-local fc00::/7) or even public (Azure's).
 * The rest of link-local 169.254/16 (AWS, GCP, Azure, Oracle, DigitalOcean, OpenStack at .169.254; ECS .170.2; Tencent .0.23)
 * and Oracle's 192.0.0.192 are forbidden by the rules below anyway.
 */
const METADATA_V4: readonly Rule[] = [
  ['169.254.169.254', 32, 'forbidden'],
  ['100.100.100.200', 32, 'forbidden'], // Alibaba Cloud
  ['168.63.129.16', 32, 'forbidden'], // Azure WireServer (VM agent, extension settings)
];
const METADATA_V6: readonly Rule[] = [
  ['fd00:ec2::', 32, 'forbidden'], // AWS: IMDS fd00:ec2::254, DNS ::253, NTP ::123, EKS pod identity ::23
  ['fd20:ce::254', 128, 'forbidden'], // Google Cloud, IPv6-only instances
];

/**
 * Host names of metadata services (each also refused with any subdomain), judged before any DNS lookup in every setting:
 * a name that only resolves inside the cloud (metadata.google.internal) is refused on a laptop too, and one that a
 * resolver maps somewhere allowed is still refused.
 */
export const METADATA_HOSTS: readonly string[] = [
  'metadata', // Google Cloud's short name (resolved through the search domain)
  'metadata.google.internal',
  'metadata.goog',
  'instance-data', // AWS
  'instance-data.ec2.internal',
  'metadata.azure.com',
  'metadata.azure.internal',
  'metadata.oraclecloud.com',
  'metadata.digitalocean.com',
  'metadata.tencentyun.com',
  'metadata.platformequinix.com',
  'metadata.packet.net',
];

/** Whether a host name (no trailing dot, any case) names a cloud metadata service. */
export function isMetadataHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.+$/, '');
  return METADATA_HOSTS.some((m) => name === m || (m.includes('.') && name.endsWith(`.${m}`)));
}

const V4_RULES: readonly Rule[] = [
  ...METADATA_V4,
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
  ...METADATA_V6,
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

const METADATA_V4_COMPILED = METADATA_V4.map(([net, prefix]) => ({ net: v4Number(net), mask: (0xffffffff << (32 - prefix)) >>> 0 }));
const METADATA_V6_COMPILED = METADATA_V6.map(([net, prefix]) => ({ net: v6Groups(net), prefix }));

/** Whether an IP address (IPv4-mapped IPv6 as the IPv4 it maps to) is a cloud metadata service's. */
export function isMetadataAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) {
    const n = v4Number(ip);
    return METADATA_V4_COMPILED.some((r) => (n & r.mask) >>> 0 === r.net);
  }
  if (family !== 6) return false;
  const groups = v6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return isMetadataAddress(`${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`);
  }
  return METADATA_V6_COMPILED.some((r) => v6InPrefix(groups, r.net, r.prefix));
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
  if (isMetadataHost(host)) return 'names a cloud metadata service';
  if (isIP(host)) {
    if (isMetadataAddress(host)) return 'points to a cloud metadata service';
    const verdict = addressClass(host);
    if (verdict === 'public' || (verdict === 'private' && allowPrivate)) return null;
    return verdict === 'private' ? 'points to a private or loopback address' : 'points to a reserved, link-local or otherwise unreachable address';
  }
  if (allowPrivate) return host ? null : 'has no host';
  if (!host.includes('.') || LOCAL_NAMES.test(host)) return 'is not a public host name';
  return null;
}
