import type { ProfileRejection } from '@vusal/shared/schemas/profile-rejection';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { createAdminListService } from './admin-lists.service';
import { createAdminRepository } from './admin.repository';
import { adminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';

export type AdminModuleOptions = {
  db: Database;
  clock: Clock;
  /** Ends a deactivated person's live connections (sockets); a no-op until realtime exists. */
  disconnect?: (userId: string) => void;
  /** D4: the `ADMIN_EMAIL` account, whose admin role cannot be taken away. */
  adminEmail?: string | undefined;
  /**
   * Tells the auth module a person's sessions changed (role, approval, activity), after the
   * commit, so no cached session outlives it (decision 008).
   */
  forgetSessions?: (userId: string) => void;
  /** After a profile's approval is committed: mails its owner; nothing in tests that omit it. */
  onApproved?: (userId: string) => void;
  /** After a request for changes is committed: mails the member what to fix. */
  onRejected?: (userId: string, rejection: ProfileRejection) => void;
};

/**
 * The administration API (issue 4): users, roles, approval, activity and the audit log. Needs
 * the auth module first: it reads `request.user`.
 */
export async function registerAdminModule(
  app: FastifyInstance,
  options: AdminModuleOptions,
): Promise<void> {
  const repository = createAdminRepository(options.db);
  const adminEmail = options.adminEmail?.toLowerCase();
  const lists = createAdminListService({ repository, adminEmail, clock: options.clock });
  await app.register(adminRoutes, {
    admin: createAdminService({
      repository,
      clock: options.clock,
      disconnect: options.disconnect ?? (() => {}),
      adminEmail,
      forgetSessions: options.forgetSessions ?? (() => {}),
      onApproved: options.onApproved ?? (() => {}),
      onRejected: options.onRejected ?? (() => {}),
    }),
    lists,
  });
}
