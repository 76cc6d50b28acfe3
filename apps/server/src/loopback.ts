import { isIP } from 'node:net';

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/** Whether listening on `host` keeps the server reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}

/**
 * Outside production the server shows development aids (the mail outbox on loopback, pretty
 * logs, no Secure cookies); listening beyond loopback that way deserves a warning at start-up.
 */
export function exposureWarning(config: { isProduction: boolean; host: string }) {
  if (config.isProduction || isLoopbackHost(config.host)) return undefined;
  return `Listening on ${config.host} without NODE_ENV=production: cookies are not Secure and development aids are on. Set NODE_ENV=production for anything reachable from other machines.`;
}
