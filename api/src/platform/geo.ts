import { BlockList, isIP } from 'node:net';
import geoip from 'geoip-country';

/** Addresses that never belong to a country: loopback, private, link-local, CGNAT, unique-local. */
const NON_PUBLIC = new BlockList();
NON_PUBLIC.addSubnet('0.0.0.0', 8, 'ipv4');
NON_PUBLIC.addSubnet('10.0.0.0', 8, 'ipv4');
NON_PUBLIC.addSubnet('100.64.0.0', 10, 'ipv4');
NON_PUBLIC.addSubnet('127.0.0.0', 8, 'ipv4');
NON_PUBLIC.addSubnet('169.254.0.0', 16, 'ipv4');
NON_PUBLIC.addSubnet('172.16.0.0', 12, 'ipv4');
NON_PUBLIC.addSubnet('192.168.0.0', 16, 'ipv4');
NON_PUBLIC.addAddress('::', 'ipv6');
NON_PUBLIC.addAddress('::1', 'ipv6');
NON_PUBLIC.addSubnet('fc00::', 7, 'ipv6');
NON_PUBLIC.addSubnet('fe80::', 10, 'ipv6');

/** '::ffff:1.2.3.4' (IPv4 seen through an IPv6 socket) -> '1.2.3.4'. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

export function isPublicIp(ip: string): boolean {
  const version = isIP(ip);
  if (version === 0) return false;
  return !NON_PUBLIC.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}

/** ISO 3166-1 alpha-2 code from the GeoLite data shipped inside geoip-country (works offline). */
export function countryOfIp(rawIp: string): string | null {
  const ip = normalizeIp(rawIp);
  if (!isPublicIp(ip)) return null;
  return geoip.lookup(ip)?.country ?? null;
}
