import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { createGuardianAccess } from '../family';
import type { MembersService } from '../members';
import type { GuardianNews, NoticeService } from '../notices';
import type { Notifier } from '../realtime';
import { createFamilyMeetingsRepository } from './family-meetings.repository';
import { familyMeetingsRoutes } from './family-meetings.routes';
import { createFamilyMeetingsService } from './family-meetings.service';

export type FamilyMeetingsModuleOptions = {
  db: Database;
  clock: Clock;
  notifier: Notifier;
  members: MembersService;
  notices: Pick<NoticeService, 'familyMeeting'>;
  /** The family module's one way of telling a member's guardian (decision 050). */
  tellGuardian: (
    memberId: string,
    kind: GuardianNews['kind'],
    matchId: string,
    otherId: string,
  ) => void;
};

/** Issue 39, item 4 (decision 052): requests for two members' families to meet. */
export async function registerFamilyMeetingsModule(
  app: FastifyInstance,
  options: FamilyMeetingsModuleOptions,
): Promise<void> {
  const meetings = createFamilyMeetingsService({
    meetings: createFamilyMeetingsRepository(options.db),
    guardians: createGuardianAccess(options.db),
    standing: options.members,
    notifier: options.notifier,
    notices: options.notices,
    tellGuardian: options.tellGuardian,
    clock: options.clock,
  });
  await app.register(familyMeetingsRoutes, { meetings });
}
