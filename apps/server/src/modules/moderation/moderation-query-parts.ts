import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { MemberRef } from '../../db/prepared';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { personName } from '../../db/person-name';
import { appeals, profiles, sanctions, user } from '../../db/schema';
import {
  newerThan,
  newestFirst,
  oldestFirst,
  olderThan,
  type Keyset,
  type TimeCursor,
} from '../../infra/keyset';

/**
 * A person a queue row names in a role of its own (the reporter, the sender, the decider):
 * their account and profile aliased by that role, so one query joins several people, and the
 * name staff see.
 */
export function personAs<R extends string>(role: R) {
  const account = alias(user, `${role}_user`);
  const profile = alias(profiles, `${role}_profile`);
  return { account, profile, name: personName(profile.fullName, account.name) };
}

/**
 * Where a moderation queue's page continues and in what order: open items oldest first (first
 * come, first served), decided ones newest first.
 */
export function queuePaging(keyset: Keyset, isOpen: boolean, after: TimeCursor | undefined) {
  return {
    after: after && (isOpen ? newerThan(keyset, after) : olderThan(keyset, after)),
    orderBy: isOpen ? oldestFirst(keyset) : newestFirst(keyset),
  };
}

/** Issue 24, item 3: the oldest warning the member has not been shown, as (id, reason). */
export function unseenWarningOf(db: Database, userId: MemberRef) {
  return db
    .select({ id: sanctions.id, reason: sanctions.reason })
    .from(sanctions)
    .where(
      and(
        eq(sanctions.userId, userId),
        eq(sanctions.kind, 'warn'),
        isNull(sanctions.seenAt),
        isNull(sanctions.liftedAt),
      ),
    )
    .orderBy(asc(sanctions.createdAt))
    .limit(1);
}

/**
 * Issue 23, item 7: the request to verify while the profile holds it, with its reason and the
 * member's appeal against it (issue 34, item 3), if one was sent.
 */
export function verificationHoldOf(db: Database, userId: MemberRef) {
  return db
    .select({ id: sanctions.id, reason: sanctions.reason, appeal: appeals.status })
    .from(sanctions)
    .innerJoin(profiles, eq(profiles.userId, sanctions.userId))
    .leftJoin(appeals, eq(appeals.sanctionId, sanctions.id))
    .where(
      and(
        eq(sanctions.userId, userId),
        eq(sanctions.kind, 'require_verification'),
        isNull(sanctions.liftedAt),
        profiles.verificationRequired,
      ),
    )
    .orderBy(desc(sanctions.createdAt))
    .limit(1);
}
