import { isIP } from 'node:net';

/** What the question reads of a request: its headers and its socket's own address. */
type LocalClientQuestion = {
  headers: Record<string, unknown>;
  socket: { remoteAddress?: string | undefined };
};

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

/**
 * Headers a proxy or CDN in front of the server adds (issue 34, item 11): the standard
 * `Forwarded` and `Via`, nginx's `X-Real-IP`, Akamai's and Cloudflare's `True-Client-IP`, and
 * the client-address headers of other proxies; any `X-Forwarded-*` (`-Host`, `-Proto`,
 * `-Server`…) and any header of Cloudflare (`CF-*`), Fastly, Envoy or an `X-Original-*` copy.
 */
const proxyHeaders = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'true-client-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-proxyuser-ip',
  'x-azure-clientip',
  'x-appengine-user-ip',
]);
const proxyHeaderPrefixes = ['x-forwarded-', 'x-original-', 'cf-', 'fastly-', 'x-envoy-'];

const isProxyHeader = (name: string) =>
  proxyHeaders.has(name) || proxyHeaderPrefixes.some((prefix) => name.startsWith(prefix));

/**
 * Only a client on this machine (the development outbox, `/metrics`), talking to the server directly: the socket's own address (not
 * `request.ip`, which a trusted proxy's header sets), and no proxy headers, since a reverse proxy
 * on the same machine connects from loopback on behalf of anyone.
 */
export function isLocalClient(request: LocalClientQuestion): boolean {
  const proxied = Object.keys(request.headers).some(isProxyHeader);
  return !proxied && isLoopbackAddress(request.socket.remoteAddress);
}
