import {
  ADMIN_TOTAL_CAP,
  type AdminAuditPage,
  type adminAuditQuerySchema,
  type AdminUserSort,
  type AdminUsersPage,
  type adminUsersQuerySchema,
  type AdminUserStatus,
} from '@vusal/shared/schemas/admin';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { decodeCursor, encodeCursor, invalidCursor, pageOf, readCursor } from '../../infra/keyset';
import { userCursorSchema, type UserCursor } from './admin-cursor';
import { toAdminUser, toAuditEntry } from './admin.mappers';
import type { AdminRepository } from './admin.repository';
import type { AdminUserRow, UserFilter } from './admin-users.queries';

type UsersQuery = z.output<typeof adminUsersQuerySchema>;
type AuditQuery = z.output<typeof adminAuditQuerySchema>;

/** Which approval states a status filter can hold, in queue order (pending before approved). */
function approvalSegments(status: AdminUserStatus): boolean[] {
  if (status === 'pending') return [false];
  if (status === 'approved') return [true];
  return [false, true];
}

const newestFirst = (a: AdminUserRow, b: AdminUserRow) =>
  a.cursorAt === b.cursorAt
    ? a.profileId < b.profileId
      ? 1
      : -1
    : a.cursorAt < b.cursorAt
      ? 1
      : -1;

function cursorOf(sort: AdminUserSort, row: AdminUserRow): UserCursor {
  if (sort === 'name') return { s: 'name', n: row.fullName, i: row.profileId };
  if (sort === 'newest') return { s: 'newest', t: row.cursorAt, i: row.profileId };
  return { s: 'pending', a: row.isApproved, t: row.cursorAt, i: row.profileId };
}

/** The users table and the audit log: keyset pages, each an index range scan however deep it is. */
export function createAdminListService({
  repository,
  adminEmail,
  clock,
}: {
  repository: AdminRepository;
  clock: Clock;
  /** The `ADMIN_EMAIL` account in lower case, flagged in the users table. */
  adminEmail?: string | undefined;
}) {
  /**
   * Pending first, then approved, each newest first. Each approval state is one range of
   * profiles_admin_idx, read in turn; the cursor says which range it stopped in.
   */
  async function pendingFirst(
    filter: UserFilter,
    after: Extract<UserCursor, { s: 'pending' }> | undefined,
    need: number,
  ) {
    const rows: AdminUserRow[] = [];
    for (const isApproved of approvalSegments(filter.status)) {
      if (after?.a === true && !isApproved) continue;
      const from = after && after.a === isApproved ? after : undefined;
      rows.push(
        ...(await repository.usersByApproval(filter, isApproved, from, need - rows.length)),
      );
      if (rows.length >= need) break;
    }
    return rows;
  }

  /** Newest first across both approval states: the heads of the two index ranges, merged. */
  async function newest(
    filter: UserFilter,
    after: Extract<UserCursor, { s: 'newest' }> | undefined,
    need: number,
  ) {
    const ranges = await Promise.all(
      approvalSegments(filter.status).map((isApproved) =>
        repository.usersByApproval(filter, isApproved, after, need),
      ),
    );
    return ranges.flat().sort(newestFirst).slice(0, need);
  }

  async function userRows(query: UsersQuery, filter: UserFilter, need: number) {
    const after = decodeCursor(userCursorSchema, query.cursor);
    if (after && after.s !== query.sort) throw invalidCursor();
    switch (query.sort) {
      case 'name':
        return repository.usersByName(filter, after?.s === 'name' ? after : undefined, need);
      case 'newest':
        return newest(filter, after?.s === 'newest' ? after : undefined, need);
      case 'pending':
        return pendingFirst(filter, after?.s === 'pending' ? after : undefined, need);
    }
  }

  return {
    async users(query: UsersQuery): Promise<AdminUsersPage> {
      const filter: UserFilter = { status: query.status, search: query.search };
      const rows = await userRows(query, filter, query.limit + 1);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      // A count runs on the first page only, and stops at the cap (docs/api/admin.md).
      const count = query.cursor ? undefined : await repository.countUsers(filter, ADMIN_TOTAL_CAP);
      return {
        items: items.map((row) => toAdminUser(row, adminEmail, clock.now())),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor(cursorOf(query.sort, last)) : null,
        total:
          count === undefined
            ? null
            : { count: Math.min(count, ADMIN_TOTAL_CAP), isCapped: count > ADMIN_TOTAL_CAP },
      };
    },

    async audit(query: AuditQuery): Promise<AdminAuditPage> {
      const after = readCursor(query.cursor);
      const rows = await repository.auditPage({ userId: query.userId }, after, query.limit + 1);
      const { rows: items, nextCursor } = pageOf(rows, query.limit);
      return { items: items.map(toAuditEntry), nextCursor };
    },
  };
}

export type AdminListService = ReturnType<typeof createAdminListService>;
