import { BlockList, isIP } from 'node:net';

/** Addresses a live webhook may never reach: loopback, private, link-local, CGNAT, multicast, reserved. */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

export function isPublicIp(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped) return isPublicIp(mapped[1]!);
    return !blocked.check(ip, 'ipv6');
  }
  return !blocked.check(ip, 'ipv4');
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|lan|home|intranet|corp)$/i;

/** For live endpoints at registration: https, and a host that is not obviously local (DNS is checked again at send time). */
export function publicHostProblem(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicIp(host) ? null : 'points to a private or reserved address';
  if (!host.includes('.') || LOCAL_NAMES.test(host)) return 'is not a public host name';
  return null;
}
