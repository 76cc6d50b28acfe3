import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { photoReveals } from '../../db/schema';

/**
 * Issue 38, item 2: the reveals between two members, both ways, gone. Called in the
 * transaction of whatever ends what a reveal needs (an unmatch, a block, a declined chat), so
 * the next request of either already gets the blurred pictures.
 */
export async function forgetRevealsBetween(db: Database, a: string, b: string): Promise<void> {
  await db
    .delete(photoReveals)
    .where(
      or(
        and(eq(photoReveals.ownerId, a), eq(photoReveals.viewerId, b)),
        and(eq(photoReveals.ownerId, b), eq(photoReveals.viewerId, a)),
      ),
    );
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
