import type { FastifyInstance } from 'fastify';
import type { AccountLocale } from '@vusal/shared/catalog/countries';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Mailer } from '../../infra/mail/mail.types';
import type { CookiePolicy, SessionService, TokenHasher } from '../auth';
import type { NoticeService } from '../notices';
import { createFamilyRepository } from './family.repository';
import { familyRoutes } from './family.routes';
import { createFamilyService } from './family.service';
import { guardianRoutes } from './guardian.routes';
import { createGuardianAccess } from './guardian-access';
import { invitationRoutes } from './invitation.routes';

export type FamilyModuleOptions = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  hasher: TokenHasher;
  publicUrl: string;
  sessions: Pick<SessionService, 'create'>;
  cookies: CookiePolicy;
  ipLimit: { max: number; timeWindow: number };
  limitInvitations(memberId: string): Promise<void>;
  contactOf(userId: string): Promise<AccountLocale | undefined>;
  notices: Pick<NoticeService, 'guardianNews'>;
  onEditingEnded(guardianshipId: string): Promise<void>;
};

/** Family mode, item 1 of issue 39 (decision 050): invitations, scopes and the guardian's home. */
export async function registerFamilyModule(app: FastifyInstance, options: FamilyModuleOptions) {
  const access = createGuardianAccess(options.db);
  const family = createFamilyService({
    family: createFamilyRepository(options.db),
    access,
    hasher: options.hasher,
    clock: options.clock,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    log: app.log,
    limitInvitations: options.limitInvitations,
    contactOf: options.contactOf,
    notices: options.notices,
    onEditingEnded: options.onEditingEnded,
  });
  await app.register(familyRoutes, { family });
  await app.register(invitationRoutes, {
    family,
    sessions: options.sessions,
    cookies: options.cookies,
    ipLimit: options.ipLimit,
  });
  await app.register(guardianRoutes, { family });
  return { family, access };
}
