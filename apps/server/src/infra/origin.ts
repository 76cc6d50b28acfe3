/**
 * The one origin rule (SECURITY 18), for state-changing API requests (plugins/security.ts) and
 * the realtime handshake (realtime/socket-auth.ts) alike: a foreign Origin, or no Origin with
 * `Sec-Fetch-Site: cross-site` (browsers always send it), is refused. Requests without either
 * (curl, server-to-server) carry no ambient browser credentials to abuse.
 */
export function isForeignOrigin(
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | string[] | undefined },
  trusted: ReadonlySet<string>,
) {
  const origin = headers.origin;
  return origin ? !trusted.has(origin) : headers['sec-fetch-site'] === 'cross-site';
}
