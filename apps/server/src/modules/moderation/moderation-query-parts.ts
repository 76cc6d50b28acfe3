import { alias } from 'drizzle-orm/pg-core';
import { personName } from '../../db/person-name';
import { profiles, user } from '../../db/schema';
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
