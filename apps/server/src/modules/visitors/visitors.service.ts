import type { VisitorsPage } from '@vusal/shared/schemas/visitors';
import type { Clock } from '../../clock';
import { pageOf, readCursor } from '../../infra/keyset';
import { toCard } from '../members';
import type { Notifier } from '../realtime';
import type { VisitorsRepository } from './visitors.repository';

type Dependencies = {
  visitors: VisitorsRepository;
  clock: Clock;
  notifier: Pick<Notifier, 'badgesChanged'>;
  log: { error(o: object, m: string): void };
};

/** Who may leave a visit: a member, not staff at work (decision 045). */
export type Visit = { viewer: { id: string; role: string }; visitedId: string };

/** Issue 38, item 5 (decision 045): profile visits, and the list of a member's visitors. */
export function createVisitorsService({ visitors, clock, notifier, log }: Dependencies) {
  /** Settles once the visit is stored (or refused); tests wait for it, the profile read does not. */
  async function record({ viewer, visitedId }: Visit): Promise<void> {
    if (viewer.role !== 'user' || viewer.id === visitedId) return;
    try {
      // A new visitor lights the member's Visitors badge on their open pages, as a like does.
      if (await visitors.record(viewer.id, visitedId, clock.now())) {
        notifier.badgesChanged(visitedId);
      }
    } catch (error) {
      // A lost visit is harmless; the profile the member opened is not.
      log.error({ err: error }, 'profile visit could not be recorded');
    }
  }

  return {
    record,

    /** After the profile's answer: the read waits for no write (no extra round trip). */
    recordLater(visit: Visit): void {
      void record(visit);
    },

    async list(userId: string, cursor: string | undefined, limit: number): Promise<VisitorsPage> {
      const after = readCursor(cursor);
      const [rows, viewedAt] = await Promise.all([
        visitors.page(userId, after, limit + 1),
        visitors.viewedAt(userId),
      ]);
      const page = pageOf(rows, limit);
      const today = clock.now();
      return {
        items: page.rows.map((row) => ({
          lastVisitAt: row.lastAt.toISOString(),
          isNew: !viewedAt || row.lastAt > viewedAt,
          from: toCard(row.card, today, row.isMatch ? 'match' : 'other', row.isRevealed),
        })),
        nextCursor: page.nextCursor,
      };
    },
  };
}

export type VisitorsService = ReturnType<typeof createVisitorsService>;
