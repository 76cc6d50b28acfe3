import {
  adminUserSorts,
  adminUserStatuses,
  type AdminUser,
  type AdminUserSort,
  type AdminUserStatus,
} from '@vusal/shared/schemas/admin';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { MessageKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Input, Select } from '../../../components/ui/input';
import { formatCount } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useAdminUsers } from '../api/get-admin-users';
import {
  useApproveUser,
  useChangeRole,
  useRejectUser,
  useSetUserActive,
  type RoleChange,
} from '../api/update-admin-user';
import { useActionErrorToast } from '../../../lib/action-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ListEmpty, ListSkeleton } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/staff/load-error';
import { LoadMore } from '../../../components/staff/load-more';
import { ProfileRejectDialog } from './profile-reject-dialog';
import { UserCards, UsersTable } from './users-rows';
import { type UserAction } from './user-cells';

type Confirming = { kind: 'deactivate' | RoleChange; user: AdminUser };

/** What each role change's toast says when it worked and when it did not. */
const roleToasts: Record<RoleChange, { done: MessageKey; failed: MessageKey }> = {
  makeAdmin: { done: 'admin.toasts.madeAdmin', failed: 'admin.toasts.makeAdminFailed' },
  removeAdmin: { done: 'admin.toasts.removedAdmin', failed: 'admin.toasts.removeAdminFailed' },
  makeModerator: {
    done: 'admin.toasts.madeModerator',
    failed: 'admin.toasts.makeModeratorFailed',
  },
  removeModerator: {
    done: 'admin.toasts.removedModerator',
    failed: 'admin.toasts.removeModeratorFailed',
  },
};

/**
 * The users table (product.md, Admin panel): a server-side search, a status filter and an
 * order, keyset pages, and the row actions. Under 768 px the rows become stacked cards.
 */
export function UsersPanel({ selfId }: { selfId: string }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const ids = useId();
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<AdminUserStatus>('all');
  const [sort, setSort] = useState<AdminUserSort>('pending');
  const search = useDebouncedValue(searchText.trim().slice(0, 100));
  const users = useAdminUsers({ search, status, sort });
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [rejecting, setRejecting] = useState<AdminUser | null>(null);

  const approve = useApproveUser();
  const reject = useRejectUser();
  const setActive = useSetUserActive();
  const changeRole = useChangeRole();
  const errorToast = useActionErrorToast();

  function busyFor(userId: string): UserAction | null {
    if (approve.isPending && approve.variables === userId) return 'approve';
    if (reject.isPending && reject.variables.userId === userId) return 'reject';
    if (setActive.isPending && setActive.variables.userId === userId) {
      return setActive.variables.active ? 'activate' : 'deactivate';
    }
    if (changeRole.isPending && changeRole.variables.userId === userId) {
      return changeRole.variables.change;
    }
    return null;
  }

  function activate(user: AdminUser, active: boolean) {
    setActive.mutate(
      { userId: user.userId, active },
      {
        onSuccess: () => {
          setConfirming(null);
          toast.success(t(active ? 'admin.toasts.activated' : 'admin.toasts.deactivated'), {
            description: user.fullName,
          });
        },
        onError: (error) => {
          setConfirming(null);
          errorToast(t('admin.toasts.activeFailed'), error);
        },
      },
    );
  }

  function onAction(action: UserAction, user: AdminUser) {
    if (action === 'reject') {
      setRejecting(user);
    } else if (action !== 'approve' && action !== 'activate') {
      setConfirming({ kind: action, user });
    } else if (action === 'activate') {
      activate(user, true);
    } else {
      approve.mutate(user.userId, {
        onSuccess: () => toast.success(t('admin.toasts.approved'), { description: user.fullName }),
        onError: (error) => errorToast(t('admin.toasts.approveFailed'), error),
      });
    }
  }

  function confirm() {
    if (!confirming) return;
    const { kind, user } = confirming;
    if (kind === 'deactivate') {
      activate(user, false);
      return;
    }
    const { done, failed } = roleToasts[kind];
    changeRole.mutate(
      { userId: user.userId, change: kind },
      {
        onSuccess: () => {
          setConfirming(null);
          toast.success(t(done, { name: user.fullName }));
        },
        onError: (error) => {
          setConfirming(null);
          errorToast(t(failed), error);
        },
      },
    );
  }

  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  const total = users.data?.pages[0]?.total ?? null;
  const searchId = `${ids}-search`;

  return (
    <div className="space-y-5">
      <div
        role="search"
        className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <FormField id={searchId} label={t('admin.users.search')} hint={t('admin.users.searchHint')}>
          {(control) => (
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-500"
              />
              <Input
                {...control}
                type="search"
                autoComplete="off"
                spellCheck={false}
                maxLength={100}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                className="pl-11"
              />
            </div>
          )}
        </FormField>
        <FormField id={`${ids}-status`} label={t('admin.users.status')}>
          {(control) => (
            <Select
              {...control}
              value={status}
              onChange={(event) => setStatus(event.target.value as AdminUserStatus)}
            >
              {adminUserStatuses.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.users.statuses.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id={`${ids}-sort`} label={t('admin.users.sort')}>
          {(control) => (
            <Select
              {...control}
              value={sort}
              onChange={(event) => setSort(event.target.value as AdminUserSort)}
            >
              {adminUserSorts.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.users.sorts.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      <div className="flex min-h-5 items-center gap-2">
        <p aria-live="polite" className="text-sm font-semibold text-stone-700">
          {total
            ? total.isCapped
              ? t('admin.users.totalCapped')
              : t('admin.users.total', {
                  count: total.count,
                  formatted: formatCount(total.count, language),
                })
            : null}
        </p>
        {/* A new search or filter loads while the previous rows stay on screen. */}
        {users.isPlaceholderData ? (
          <Spinner label={t('admin.users.loading')} className="size-4" />
        ) : null}
      </div>

      {users.isPending ? (
        <ListSkeleton label={t('admin.users.loading')} />
      ) : users.isError && items.length === 0 ? (
        <LoadError error={users.error} onRetry={() => void users.refetch()} />
      ) : items.length === 0 ? (
        <ListEmpty
          title={
            search
              ? t('admin.users.noResults', { search })
              : status === 'all'
                ? t('admin.users.empty')
                : t('admin.users.emptyFiltered')
          }
        />
      ) : (
        <div aria-busy={users.isPlaceholderData || undefined}>
          <UsersTable items={items} selfId={selfId} busyFor={busyFor} onAction={onAction} />
          <UserCards items={items} selfId={selfId} busyFor={busyFor} onAction={onAction} />
          {users.isFetchNextPageError ? (
            <LoadError error={users.error} onRetry={() => void users.fetchNextPage()} />
          ) : (
            <LoadMore
              hasNextPage={users.hasNextPage}
              isFetchingNextPage={users.isFetchingNextPage}
              onLoad={() => void users.fetchNextPage()}
            />
          )}
        </div>
      )}

      <ProfileRejectDialog
        name={rejecting?.fullName ?? null}
        isBusy={reject.isPending}
        onClose={() => setRejecting(null)}
        onReject={(rejection) => {
          if (!rejecting) return;
          const { userId, fullName } = rejecting;
          reject.mutate(
            { userId, rejection },
            {
              onSuccess: () => {
                setRejecting(null);
                toast.success(t('admin.toasts.rejected'), { description: fullName });
              },
              // The dialog stays open with the admin's input, so nothing typed is lost.
              onError: (error) => errorToast(t('admin.toasts.rejectFailed'), error),
            },
          );
        }}
      />

      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming
            ? t(`admin.confirm.${confirming.kind}.title`, { name: confirming.user.fullName })
            : ''
        }
        description={confirming ? t(`admin.confirm.${confirming.kind}.text`) : ''}
        confirmLabel={confirming ? t(`admin.confirm.${confirming.kind}.confirm`) : ''}
        busyLabel={confirming ? t(`admin.confirm.${confirming.kind}.busy`) : undefined}
        cancelLabel={t('admin.confirm.cancel')}
        tone={confirming?.kind.startsWith('make') ? 'primary' : 'danger'}
        isBusy={setActive.isPending || changeRole.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
