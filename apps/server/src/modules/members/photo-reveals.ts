import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { photoReveals } from '../../db/schema';

/** Issue 38: the reveals between two members, both ways; each a column or a value. */
export function revealsBetween(a: SQL | string, b: SQL | string): SQL {
  return sql`((${photoReveals.ownerId} = ${a} and ${photoReveals.viewerId} = ${b})
    or (${photoReveals.ownerId} = ${b} and ${photoReveals.viewerId} = ${a}))`;
}

/**
 * Issue 38, item 2: the reveals between two members, both ways, gone. Called in the
 * transaction of whatever ends what a reveal needs (an unmatch, a block, a declined chat), so
 * the next request of either already gets the blurred pictures.
 */
export async function forgetRevealsBetween(db: Database, a: string, b: string): Promise<void> {
  await db.delete(photoReveals).where(revealsBetween(a, b));
}

/**
 * Issue 38, item 2: every reveal of and to a member, gone; in the transaction of a suspension,
 * ban or deactivation (the member is gone from every page of the others meanwhile).
 */
export async function forgetRevealsOf(db: Database, userId: string): Promise<void> {
  await db
    .delete(photoReveals)
    .where(or(eq(photoReveals.ownerId, userId), eq(photoReveals.viewerId, userId)));
}
