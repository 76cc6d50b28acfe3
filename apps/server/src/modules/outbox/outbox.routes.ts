import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { isLoopbackAddress } from '../../loopback';
import type { Mailer } from '../../infra/mail/mail.types';

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
 * Only a client on this machine, talking to the server directly: the socket's own address (not
 * `request.ip`, which a trusted proxy's header sets), and no proxy headers, since a reverse proxy
 * on the same machine connects from loopback on behalf of anyone.
 */
function isLocalClient(request: FastifyRequest): boolean {
  const proxied = Object.keys(request.headers).some(isProxyHeader);
  return !proxied && isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * `GET /api/dev/outbox`: the development outbox (every mail with its link, reset links
 * included), for people and tests on this machine. Registered only outside production and only
 * when mail is not going to a real SMTP server; anyone else gets the ordinary 404 (issue 7 A7).
 */
export const outboxRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get('/api/dev/outbox', async (request) => {
    if (!isLocalClient(request)) {
      request.log.warn({ ip: request.socket.remoteAddress }, 'outbox refused to a remote client');
      throw new AppError('ROUTE_NOT_FOUND');
    }
    return mailer.outbox();
  });
};
