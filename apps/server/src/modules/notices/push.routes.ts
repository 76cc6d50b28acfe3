import {
  pushKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@vusal/shared/schemas/push';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { currentUser, requireApproved } from '../auth';
import type { PushRepository } from './push.repository';

/**
 * The push services of the browsers there are (Chrome, Firefox, Edge, Safari). The server POSTs
 * to a subscription's endpoint, so any other host would let a member aim it elsewhere.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
];

/**
 * A known push service on its one port: `https:` leaves the default (443) out of `port`, so an
 * explicit other port (another service on that host, issue 34) and credentials are refused.
 */
export function isKnownPushService(endpoint: URL): boolean {
  const host = endpoint.hostname;
  return (
    endpoint.protocol === 'https:' &&
    endpoint.port === '' &&
    endpoint.username === '' &&
    endpoint.password === '' &&
    PUSH_SERVICE_HOSTS.some((known) =>
      known.startsWith('.') ? host.endsWith(known) : host === known,
    )
  );
}

/**
 * Approved members, and guardian accounts (which have no profile to approve): a guardian hears
 * of a followed member's news by push under their own settings (decisions 050, 056).
 */
async function mayHaveDevices(request: FastifyRequest, reply: FastifyReply) {
  if (currentUser(request).accountKind === 'guardian') return;
  await requireApproved(request, reply);
}

export const pushRoutes: FastifyPluginAsyncZod<{
  push: PushRepository;
  publicKey: string;
  allowEndpoint: (endpoint: URL) => boolean;
}> = async (app, { push, publicKey, allowEndpoint }) => {
  app.addHook('preHandler', mayHaveDevices);

  app.get('/api/push/key', { schema: { response: { 200: pushKeyResponseSchema } } }, async () => ({
    publicKey,
  }));

  app.put(
    '/api/push/subscription',
    { schema: { body: pushSubscriptionSchema } },
    async (request, reply) => {
      if (!allowEndpoint(new URL(request.body.endpoint))) {
        throw new AppError('PUSH_ENDPOINT_REFUSED');
      }
      const user = currentUser(request);
      await push.subscribe(user.id, user.sessionId, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/push/subscription',
    { schema: { body: pushUnsubscribeSchema } },
    async (request, reply) => {
      await push.unsubscribe(currentUser(request).id, request.body.endpoint);
      return reply.status(204).send();
    },
  );
};
