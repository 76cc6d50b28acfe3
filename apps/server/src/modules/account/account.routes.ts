import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountSchema } from '@vusal/shared/schemas/account';
import { clearCookie, SESSION_COOKIE, type CookiePolicy } from '../auth';
import { currentUser, requireUser } from '../auth';
import type { AccountService } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  cookies: CookiePolicy;
}> = async (app, { accounts, cookies }) => {
  app.post(
    '/api/account/delete',
    { preHandler: requireUser, schema: { body: deleteAccountSchema } },
    async (request, reply) => {
      const user = currentUser(request);
      await accounts.deleteOwn(user.id, request.body);
      request.log.info({ userId: user.id, ip: request.ip }, 'account deleted by its owner');
      clearCookie(reply, cookies, SESSION_COOKIE);
      return reply.status(204).send();
    },
  );
};
