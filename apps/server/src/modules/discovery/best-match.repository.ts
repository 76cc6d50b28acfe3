import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { compatibilityVectors, preferences, profiles } from '../../db/schema';
import {
  dealbreakerOf,
  matchPercentOf,
  pairCountsSql,
  type CompatibilityVector,
} from '../compatibility';
import { cardColumns } from '../members';
import {
  cursorIdSchema,
  cursorTime,
  cursorTimeSchema,
  decodeCursor,
  encodeCursor,
  newestFirst,
  olderThan,
  timeCursorSchema,
  type TimeCursor,
} from '../../infra/keyset';
import {
  candidateConditions,
  keyset,
  pageExtras,
  type CandidateFilter,
} from './candidates.repository';

/**
 * Decision 030: "Best match" ranks a window of the `BEST_MATCH_WINDOW` newest candidates by
 * match percentage, then the next window, and so on. A window is found by walking the browse
 * index and stops after it, so a page costs the same at any number of profiles; scoring a whole
 * city would read every candidate's answers on each first page. 500 rather than 1,000 halves a
 * first page's cost for a best card about two points lower (P12 in docs/performance.md).
 */
export const BEST_MATCH_WINDOW = 500;

/**
 * Where a "Best match" page continues. Inside a window: its bounds (`above`, the exclusive
 * upper end, none for the first window; `floor`, its oldest candidate), whether it was full
 * (then another window may follow), and the last card's rank, time and id. Or the start of the
 * next window, below `above`. Bounds are keys, not counts, so a window does not shift when
 * people are liked or passed between pages.
 */
const bestCursorSchema = z.union([
  z.object({
    above: timeCursorSchema.nullable(),
    floor: timeCursorSchema,
    full: z.boolean(),
    r: z.number().int().min(-1).max(100),
    t: cursorTimeSchema,
    i: cursorIdSchema,
  }),
  z.object({ above: timeCursorSchema }),
]);
type BestCursor = z.infer<typeof bestCursorSchema>;
type InWindow = Extract<BestCursor, { floor: TimeCursor }>;

const isInWindow = (cursor: BestCursor | undefined): cursor is InWindow =>
  !!cursor && 'floor' in cursor;

export const readBestCursor = (cursor: string | undefined) =>
  decodeCursor(bestCursorSchema, cursor);

export function createBestMatchRepository(db: Database, windowSize = BEST_MATCH_WINDOW) {
  /** One page; the query builder itself, so a test can EXPLAIN its SQL. */
  function page(
    filter: CandidateFilter,
    viewer: CompatibilityVector,
    after: BestCursor | undefined,
    limit: number,
    totalCap?: number,
  ) {
    const above = after?.above;
    const inWindow = isInWindow(after) ? after : undefined;
    // One probe of the candidate's packed answers by key per walked row, whose counts serve both
    // the dealbreaker and the rank. The limit (the key is unique) keeps it a subquery evaluated
    // once per row: pulled up, each count would be computed again wherever the rank and the
    // dealbreaker use it, and as a plain join the planner hashed every member's answers.
    const pair = db
      .select(pairCountsSql(viewer))
      .from(compatibilityVectors)
      .where(sql`${compatibilityVectors.userId} = ${profiles.userId}`)
      .limit(1)
      .as('pair');
    // Qualified by hand: drizzle names a subquery's columns bare.
    const counts = (name: string) => sql`${sql.identifier('pair')}.${sql.identifier(name)}`;
    const { dealbreakers, ...rest } = filter;
    const walk = db
      .select({
        id: profiles.id,
        createdAt: profiles.createdAt,
        cursorAt: cursorTime(profiles.createdAt).as('cursor_at'),
        // Null (too few shared questions) ranks below 0 so that it can take part in the keyset.
        rank: sql<number>`coalesce(${matchPercentOf(counts)}, -1)`.as('rank'),
      })
      .from(profiles)
      .leftJoinLateral(pair, sql`true`)
      .where(
        and(
          // The dealbreakers are the viewer's own answers (the service passes the same vector),
          // read from the pair's counts rather than by a second probe.
          candidateConditions(rest),
          dealbreakers && sql`not coalesce(${dealbreakerOf(counts)}, false)`,
          above ? olderThan(keyset, above) : undefined,
          inWindow &&
            sql`(${profiles.createdAt}, ${profiles.id}) >= (${inWindow.floor.t}::timestamptz, ${inWindow.floor.i}::uuid)`,
        ),
      )
      .orderBy(...newestFirst(keyset))
      .$dynamic();
    // The first page of a window finds its floor; later pages are bounded by it.
    const window = (inWindow ? walk : walk.limit(windowSize)).as('window');
    const oldestFirst = sql`order by ${window.createdAt}, ${window.id}`;
    const ranked = db
      .select({
        id: window.id,
        createdAt: window.createdAt,
        cursorAt: window.cursorAt,
        rank: window.rank,
        floorAt: sql<string>`first_value(${window.cursorAt}) over (${oldestFirst})`.as('floor_at'),
        floorId: sql<string>`first_value(${window.id}) over (${oldestFirst})`.as('floor_id'),
        windowSize: sql<number>`(count(*) over ())::int`.as('window_size'),
      })
      .from(window)
      .as('ranked');
    const top = db
      .select()
      .from(ranked)
      .where(
        inWindow &&
          sql`(${ranked.rank}, ${ranked.createdAt}, ${ranked.id}) < (${inWindow.r}, ${inWindow.t}::timestamptz, ${inWindow.i}::uuid)`,
      )
      .orderBy(desc(ranked.rank), desc(ranked.createdAt), desc(ranked.id))
      .limit(limit)
      .as('top');
    // The cards' columns for the page's rows only: the window carries keys and ranks, so its
    // hundreds of rows neither probe preferences nor drag names and bios through the sorts.
    return db
      .select({
        ...cardColumns,
        cursorAt: top.cursorAt,
        rank: top.rank,
        floorAt: top.floorAt,
        floorId: top.floorId,
        windowSize: top.windowSize,
        ...pageExtras(db, filter, totalCap),
      })
      .from(top)
      .innerJoin(profiles, eq(profiles.id, top.id))
      .leftJoin(preferences, eq(preferences.userId, profiles.userId))
      .orderBy(desc(top.rank), desc(top.createdAt), desc(top.id));
  }

  return {
    page,

    /** How many candidates a first page's `counted` counts exactly (the window's size). */
    windowSize,

    /**
     * A page and the cursor after it: the next card of this window; else, when the window was
     * full, the start of the next one; else none.
     */
    async read(
      filter: CandidateFilter,
      viewer: CompatibilityVector,
      cursor: string | undefined,
      limit: number,
      totalCap?: number,
    ) {
      const after = readBestCursor(cursor);
      const rows = await page(filter, viewer, after, limit + 1, totalCap);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      const first = rows[0];
      const position: Omit<InWindow, 'r' | 't' | 'i'> | undefined = isInWindow(after)
        ? after
        : first && {
            above: after?.above ?? null,
            floor: { t: first.floorAt, i: first.floorId },
            full: first.windowSize >= windowSize,
          };
      let next: BestCursor | null = null;
      if (position && rows.length > limit && last) {
        next = { ...position, r: last.rank, t: last.cursorAt, i: last.id };
      } else if (position?.full) {
        next = { above: position.floor };
      }
      // A first page's window holds every candidate, up to its size: their count, for the total.
      const counted = after ? undefined : (first?.windowSize ?? 0);
      return { rows: items, nextCursor: next && encodeCursor(next), counted };
    },
  };
}

export type BestMatchRepository = ReturnType<typeof createBestMatchRepository>;
