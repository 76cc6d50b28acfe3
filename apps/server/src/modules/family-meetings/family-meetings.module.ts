import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { createGuardianAccess } from '../family';
import type { MembersService } from '../members';
import type { NoticeService } from '../notices';
import type { Notifier } from '../realtime';
import { createFamilyMeetingsRepository } from './family-meetings.repository';
import { familyMeetingsRoutes } from './family-meetings.routes';
import { createFamilyMeetingsService, type TellGuardian } from './family-meetings.service';

export type FamilyMeetingsModuleOptions = {
  db: Database;
  clock: Clock;
  notifier: Notifier;
  members: MembersService;
  notices: Pick<NoticeService, 'familyMeeting'>;
  tellGuardian: TellGuardian;
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
