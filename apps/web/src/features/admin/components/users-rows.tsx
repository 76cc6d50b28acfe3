import type { AdminUser } from '@vusal/shared/schemas/admin';
import { useTranslation } from '../../../lib/translation';
import { useCities } from '../../../lib/cities';
import { PersonLink } from '../../../components/staff/person-link';
import {
  ActiveBadge,
  ApprovalBadge,
  GoalsCell,
  ProfileSummary,
  RoleBadge,
  UserActionButtons,
  type UserAction,
} from './user-cells';

/** The users list: a table on wide screens, stacked cards under 768 px. */
export type RowsProps = {
  items: AdminUser[];
  selfId: string;
  busyFor: (userId: string) => UserAction | null;
  onAction: (action: UserAction, user: AdminUser) => void;
};

function NameCell({ user, selfId }: { user: AdminUser; selfId: string }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col gap-2">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <PersonLink id={user.userId} name={user.fullName} />
        {user.userId === selfId ? (
          <span className="text-xs font-semibold text-stone-600">({t('admin.users.you')})</span>
        ) : null}
      </span>
      <ProfileSummary user={user} />
    </span>
  );
}

function AgeText({ age }: { age: number | null }) {
  const { t } = useTranslation();
  if (age !== null) return <>{age}</>;
  return (
    <span className="text-stone-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('admin.users.noAge')}</span>
    </span>
  );
}

/** The table at 768 px and wider. */
export function UsersTable({ items, selfId, busyFor, onAction }: RowsProps) {
  const { t } = useTranslation();
  const { nameOf } = useCities();
  const columns = [
    'name',
    'email',
    'age',
    'city',
    'goals',
    'role',
    'active',
    'approval',
    'actions',
  ] as const;
  return (
    <div className="hidden overflow-x-auto rounded-2xl ring-1 ring-stone-200 md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('admin.users.caption')}</caption>
        <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 whitespace-nowrap">
                {t(`admin.users.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 bg-white">
          {items.map((user) => (
            <tr key={user.userId} className="align-top">
              <th scope="row" className="min-w-36 px-3 py-3 font-normal">
                <NameCell user={user} selfId={selfId} />
              </th>
              <td className="min-w-40 px-3 py-3 text-stone-700 [overflow-wrap:anywhere]">
                {user.email}
              </td>
              <td className="px-3 py-3 text-stone-700">
                <AgeText age={user.age} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-stone-700">{nameOf(user.city)}</td>
              <td className="px-3 py-3">
                <GoalsCell goals={user.relationshipGoals} />
              </td>
              <td className="px-3 py-3">
                <RoleBadge role={user.role} />
              </td>
              <td className="px-3 py-3">
                <ActiveBadge user={user} />
              </td>
              <td className="px-3 py-3">
                <ApprovalBadge user={user} />
              </td>
              {/* Issue 37, item 6: narrow enough that the actions fit 1366 px in every
                  language; a long label wraps inside its button. */}
              <td className="w-44 min-w-44 px-3 py-3">
                <UserActionButtons
                  user={user}
                  selfId={selfId}
                  busy={busyFor(user.userId)}
                  onAction={onAction}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Stacked cards under 768 px: the same fields, each with its column's name. */
export function UserCards({ items, selfId, busyFor, onAction }: RowsProps) {
  const { t } = useTranslation();
  const { nameOf } = useCities();
  const field = 'flex items-baseline justify-between gap-3';
  const term = 'text-xs font-semibold tracking-wide text-stone-600 uppercase';
  return (
    <ul className="space-y-3 md:hidden">
      {items.map((user) => (
        <li key={user.userId} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          <NameCell user={user} selfId={selfId} />
          <p className="mt-0.5 text-sm text-stone-700 [overflow-wrap:anywhere]">{user.email}</p>
          <dl className="mt-3 space-y-2 text-sm text-stone-700">
            <div className={field}>
              <dt className={term}>{t('admin.users.columns.age')}</dt>
              <dd>
                <AgeText age={user.age} />
              </dd>
            </div>
            <div className={field}>
              <dt className={term}>{t('admin.users.columns.city')}</dt>
              <dd>{nameOf(user.city)}</dd>
            </div>
            <div className={field}>
              <dt className={term}>{t('admin.users.columns.goals')}</dt>
              <dd>
                <GoalsCell goals={user.relationshipGoals} />
              </dd>
            </div>
            <div className={field}>
              <dt className={term}>{t('admin.users.columns.role')}</dt>
              <dd>
                <RoleBadge role={user.role} />
              </dd>
            </div>
            <div className={field}>
              <dt className={term}>{t('admin.users.columns.active')}</dt>
              <dd>
                <ActiveBadge user={user} />
              </dd>
            </div>
            <div className={field}>
              <dt className={term}>{t('admin.users.columns.approval')}</dt>
              <dd>
                <ApprovalBadge user={user} />
              </dd>
            </div>
          </dl>
          <div className="mt-4 border-t border-stone-100 pt-3">
            <UserActionButtons
              user={user}
              selfId={selfId}
              busy={busyFor(user.userId)}
              onAction={onAction}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
