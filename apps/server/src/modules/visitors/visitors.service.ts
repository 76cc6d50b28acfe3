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

// Visits this node knows are stored today; past it the memory starts again (a few writes more).
const KNOWN_VISITS_MAX = 100_000;

/** Issue 38, item 5 (decision 045): profile visits, and the list of a member's visitors. */
export function createVisitorsService({ visitors, clock, notifier, log }: Dependencies) {
  // Each profile read would otherwise write (an insert that changes nothing after the first of
  // the day), costing a round trip and, on PGlite, emptying the session cache for everyone.
  let knownDay = '';
  const known = new Set<string>();

  /** Settles once the visit is stored (or refused); tests wait for it, the profile read does not. */
  async function record({ viewer, visitedId }: Visit): Promise<void> {
    if (viewer.role !== 'user' || viewer.id === visitedId) return;
    const now = clock.now();
    const day = now.toISOString().slice(0, 10);
    if (day !== knownDay || known.size >= KNOWN_VISITS_MAX) {
      knownDay = day;
      known.clear();
    }
    const key = `${viewer.id} ${visitedId}`;
    if (known.has(key)) return;
    try {
      const visit = await visitors.record(viewer.id, visitedId, now);
      // An invisible look says nothing of the day's row: a visible one later must still count.
      if (!visit.invisible) known.add(key);
      // A new visitor lights the member's Visitors badge on their open pages, as a like does.
      if (visit.stored) notifier.badgesChanged(visitedId);
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
