import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { adminUserSchema, type AdminUser, type AdminUsersPage } from '@vusal/shared/schemas/admin';
import type { ProfileRejection } from '@vusal/shared/schemas/profile-rejection';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { staffKeys } from '../../../lib/staff-keys';

/** Every row action is a POST to `/api/admin/users/:userId/<action>` answered with the row. */
async function postUserAction(userId: string, action: string, body: object): Promise<AdminUser> {
  const answer = await apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/${action}`, {
    method: 'POST',
    body,
  });
  return adminUserSchema.parse(answer);
}

/** `POST /api/admin/users/:userId/approve`: 200 with the row (again 200 when already approved). */
export function approveUser(userId: string): Promise<AdminUser> {
  return postUserAction(userId, 'approve', {});
}

/**
 * `POST /api/admin/users/:userId/reject` (issue 23, item 9): asks a pending member for changes;
 * the profile stays pending. 409 `CONFLICT` once approved.
 */
export function rejectUser(input: {
  userId: string;
  rejection: ProfileRejection;
}): Promise<AdminUser> {
  return postUserAction(input.userId, 'reject', input.rejection);
}

/**
 * `POST /api/admin/users/:userId/active`: deactivation ends the person's sessions at once.
 * 409 `ADMIN_SELF_LOCKOUT` for oneself, 409 `ACCOUNT_DELETED` to activate a deleted account.
 */
export function setUserActive(input: { userId: string; active: boolean }): Promise<AdminUser> {
  return postUserAction(input.userId, 'active', { active: input.active });
}

/** The role changes an admin makes, by the path of their route. */
export const roleChangePaths = {
  makeAdmin: 'make-admin',
  removeAdmin: 'remove-admin',
  makeModerator: 'make-moderator',
  removeModerator: 'remove-moderator',
} as const;
export type RoleChange = keyof typeof roleChangePaths;

/**
 * `POST /api/admin/users/:userId/<make|remove>-<admin|moderator>` (D4, issue 23 item 8):
 * effective on the person's next request. 409 `ADMIN_SELF_LOCKOUT` for oneself,
 * `ADMIN_ROLE_PROTECTED` for the `ADMIN_EMAIL` account, `CONFLICT` to make an admin a moderator.
 */
export function changeRole(input: { userId: string; change: RoleChange }): Promise<AdminUser> {
  return postUserAction(input.userId, roleChangePaths[input.change], {});
}

/** Puts the changed row into every cached page of the users table that shows it. */
function replaceRow(
  data: InfiniteData<AdminUsersPage> | undefined,
  row: AdminUser,
): InfiniteData<AdminUsersPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.userId === row.userId ? row : item)),
    })),
  };
}

/**
 * The row actions share their cache handling: the answer replaces the row at once, then
 * the admin queries refetch (a filter may no longer match it; the audit log has a new entry).
 */
function useAdminUserMutation<TInput>(mutationFn: (input: TInput) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn,
    onSuccess: (row) => {
      queryClient.setQueriesData<InfiniteData<AdminUsersPage>>(
        { queryKey: staffKeys.users },
        (data) => replaceRow(data, row),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useApproveUser() {
  return useAdminUserMutation(approveUser);
}

export function useRejectUser() {
  return useAdminUserMutation(rejectUser);
}

export function useSetUserActive() {
  return useAdminUserMutation(setUserActive);
}

export function useChangeRole() {
  return useAdminUserMutation(changeRole);
}
