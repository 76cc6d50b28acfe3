// Test helpers of the visitors module; imported by tests only.
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Clock } from '../../clock';
import { profileVisits } from '../../db/schema';
import type { TestApp } from '../../../test/app';
import { requestAs } from '../../../test/accounts';
import type { Member } from '../likes/discovery.test-support';
import { silentNotifier, type Notifier } from '../realtime/notifier';
import { createVisitorsRepository } from './visitors.repository';
import { createVisitorsService } from './visitors.service';

/** The rows of visits to `visitedId`, straight from the table. */
export const visitsTo = (ctx: TestApp, visitedId: string) =>
  ctx.database.db.select().from(profileVisits).where(eq(profileVisits.visitedId, visitedId));

/** The service on the test's database, whose `record` can be awaited. */
export function visitRecorder(
  ctx: TestApp,
  clock: Clock,
  notifier: Pick<Notifier, 'badgesChanged'> = silentNotifier,
) {
  return createVisitorsService({
    visitors: createVisitorsRepository(ctx.database.db),
    clock,
    notifier,
    log: { error: () => {} },
  });
}

/** `viewer` opens `visited`'s profile, as the web app does. */
export const openProfile = (ctx: TestApp, viewer: Member, visited: Member) =>
  requestAs(ctx, viewer, 'GET', `/api/profiles/${visited.id}`);

export const visitorsOf = async (ctx: TestApp, member: Member, query = '') =>
  (await requestAs(ctx, member, 'GET', `/api/visitors${query}`)).json();

/** The visit goes after the profile's answer: wait until `count` rows stand. */
export async function untilVisits(ctx: TestApp, visitedId: string, count: number) {
  await vi.waitFor(async () => {
    if ((await visitsTo(ctx, visitedId)).length !== count) throw new Error('not yet');
  });
}
