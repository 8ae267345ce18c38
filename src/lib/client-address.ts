import { BlockList, isIP } from 'node:net';

/**
 * Which hops may speak for the client in X-Forwarded-For (decisions §12):
 * nobody (`none`, the socket peer is the client), the `hops` proxies nearest
 * to us, or the proxies at the listed addresses. Each proxy appends the
 * address it saw, so the client is read from the right: the left-most
 * entries are whatever the client chose to send.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList; entries: string[] };

export const TRUST_NONE: TrustProxy = { kind: 'none' };
export const MAX_TRUSTED_HOPS = 10;

/** Named ranges accepted in TRUST_PROXY lists (the names Express uses). */
const RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

export class TrustProxyError extends Error {}

/**
 * `false` (default), `true` (one proxy: the right-most entry is the client),
 * a hop count 1–10, or a comma-separated list of proxy addresses, CIDR
 * ranges and the names loopback, linklocal, uniquelocal.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === '' || text === 'false') return TRUST_NONE;
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > MAX_TRUSTED_HOPS) throw new TrustProxyError(`a hop count must be 1–${MAX_TRUSTED_HOPS}`);
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const named = RANGES[entry.toLowerCase()];
    if (named) {
      for (const [net, prefix, family] of named) list.addSubnet(net, prefix, family);
      continue;
    }
    const [address, prefixText, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined) throw new TrustProxyError(`"${entry}" is not an IP address, a CIDR range or one of ${Object.keys(RANGES).join(', ')}`);
    const max = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (!/^\d+$/.test(prefixText ?? String(max)) || prefix > max) throw new TrustProxyError(`"${entry}" has an invalid prefix length`);
    list.addSubnet(address!, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  if (entries.length === 0) throw new TrustProxyError('the list of trusted proxies is empty');
  return { kind: 'list', list, entries };
}

/** An address as one key: IPv4-mapped IPv6 as plain IPv4, brackets and an IPv4 port stripped. Null when it is not an IP address. */
export function normalizeIp(value: string | null | undefined): string | null {
  if (!value) return null;
  let ip = value.trim();
  if (ip.startsWith('[')) ip = ip.slice(1, ip.indexOf(']') > 0 ? ip.indexOf(']') : undefined);
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) ip = mapped[1]!;
  const family = isIP(ip);
  if (!family) return null;
  return family === 6 ? ip.toLowerCase() : ip;
}

function trusted(trust: Extract<TrustProxy, { kind: 'list' }>, ip: string | null): boolean {
  if (!ip) return false;
  return trust.list.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: the socket peer, or — behind trusted proxies — the
 * right-most X-Forwarded-For address that is not a trusted proxy (by count or
 * by address). An entry that is not an IP address is never the answer.
 */
export function clientAddress(trust: TrustProxy, peer: string | null | undefined, forwardedFor: string | null | undefined): string | null {
  const peerIp = normalizeIp(peer);
  if (trust.kind === 'none' || !forwardedFor) return peerIp;
  // Nearest first: the peer, then X-Forwarded-For from its right end.
  const chain = [peerIp, ...forwardedFor.split(',').reverse().map(normalizeIp)];
  if (trust.kind === 'hops') {
    for (let i = Math.min(trust.hops, chain.length - 1); i >= 0; i--) if (chain[i]) return chain[i]!;
    return null;
  }
  let i = 0;
  while (i < chain.length - 1 && trusted(trust, chain[i]!)) i++;
  return chain[i] ?? null;
}
