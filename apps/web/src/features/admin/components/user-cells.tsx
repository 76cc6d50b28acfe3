import type { AdminUser } from '@vusal/shared/schemas/admin';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';
import { roleChangePaths, type RoleChange } from '../api/update-admin-user';
import { activeState, goalsSummary, userActions } from '../lib/admin-users';
import { StatusPill } from '../../../components/staff/status-pill';
import { WaitedSince } from '../../../components/staff/waited-since';

/** The first two goals, then '+N' (its full list for screen readers and on hover). */
export function GoalsCell({ goals }: { goals: AdminUser['relationshipGoals'] }) {
  const { t } = useTranslation();
  const { shown, hidden, more } = goalsSummary(goals);
  const label = (goal: (typeof goals)[number]) => t(`enums.relationship_goals.${goal}`);
  if (goals.length === 0) return <span className="text-stone-500">—</span>;
  return (
    <span className="flex flex-wrap items-center gap-1">
      {shown.map((goal) => (
        <StatusPill key={goal} tone="rose">
          {label(goal)}
        </StatusPill>
      ))}
      {more > 0 ? (
        <span title={hidden.map(label).join(', ')}>
          <span aria-hidden="true">
            <StatusPill tone="stone">{t('admin.users.moreGoals', { count: more })}</StatusPill>
          </span>
          <span className="sr-only">
            {t('admin.users.moreGoalsLabel', { count: more, goals: hidden.map(label).join(', ') })}
          </span>
        </span>
      ) : null}
    </span>
  );
}

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={role === 'user' ? 'stone' : 'rose'}>{t(`enums.role.${role}`)}</StatusPill>
  );
}

/** 'Aktiv' / 'Deaktiv', or deleted by the owner (S8). */
export function ActiveBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const state = activeState(user);
  if (state === 'active') return <StatusPill tone="green">{t('admin.users.active')}</StatusPill>;
  if (state === 'deleted') return <StatusPill tone="stone">{t('admin.users.deleted')}</StatusPill>;
  return <StatusPill tone="red">{t('admin.users.inactive')}</StatusPill>;
}

/**
 * Decision 037: the main photo as a thumbnail (the initial-free grey box when there is none)
 * and flags for what a profile lacks before approval: a photo, a bio.
 */
export function ProfileSummary({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      {user.photoUrl ? (
        <img
          src={`${user.photoUrl}?size=small`}
          alt={t('admin.users.photoOf', { name: user.fullName })}
          loading="lazy"
          className="size-10 shrink-0 rounded-full bg-stone-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-10 shrink-0 rounded-full bg-stone-200" />
      )}
      <span className="flex flex-wrap gap-1">
        {user.photoUrl ? null : <StatusPill tone="amber">{t('admin.users.noPhoto')}</StatusPill>}
        {user.hasBio ? null : <StatusPill tone="amber">{t('admin.users.noBio')}</StatusPill>}
      </span>
    </span>
  );
}

/** 'Təsdiq edildi' / 'Gözləyir' / 'Dəyişiklik istənilib' (issue 23, item 9). */
export function ApprovalBadge({
  user,
}: {
  user: Pick<AdminUser, 'isApproved' | 'rejection' | 'createdAt' | 'waitedMinutes'>;
}) {
  const { t } = useTranslation();
  if (user.isApproved) return <StatusPill tone="green">{t('admin.users.approved')}</StatusPill>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <StatusPill tone="amber">
        {t(user.rejection ? 'admin.users.changesRequested' : 'admin.users.pending')}
      </StatusPill>
      {/* Issue 34, item 12: how long the profile has waited for approval. */}
      {user.waitedMinutes === null ? null : (
        <WaitedSince since={user.createdAt} minutes={user.waitedMinutes} />
      )}
    </span>
  );
}

export type UserAction = 'approve' | 'reject' | 'activate' | 'deactivate' | RoleChange;

type UserActionButtonsProps = {
  user: AdminUser;
  selfId: string;
  /** The action under way for this row, if any: its button says so, the others wait. */
  busy: UserAction | null;
  onAction: (action: UserAction, user: AdminUser) => void;
};

/** Approve, activate or deactivate, make or remove admin or moderator: only those the rules allow for this row. */
export function UserActionButtons({ user, selfId, busy, onAction }: UserActionButtonsProps) {
  const { t } = useTranslation();
  const allowed = userActions(user, selfId);
  const name = user.fullName;
  const buttons: {
    action: UserAction;
    label: string;
    named: string;
    variant: 'primary' | 'secondary' | 'danger';
  }[] = [];
  if (allowed.approve) {
    buttons.push({
      action: 'approve',
      label: t('admin.actions.approve'),
      named: t('admin.actions.approveNamed', { name }),
      variant: 'primary',
    });
  }
  if (allowed.reject) {
    buttons.push({
      action: 'reject',
      label: t('admin.actions.reject'),
      named: t('admin.actions.rejectNamed', { name }),
      variant: 'secondary',
    });
  }
  if (allowed.activity === 'activate') {
    buttons.push({
      action: 'activate',
      label: t('admin.actions.activate'),
      named: t('admin.actions.activateNamed', { name }),
      variant: 'secondary',
    });
  }
  if (allowed.activity === 'deactivate') {
    buttons.push({
      action: 'deactivate',
      label: t('admin.actions.deactivate'),
      named: t('admin.actions.deactivateNamed', { name }),
      variant: 'secondary',
    });
  }
  for (const change of Object.keys(roleChangePaths) as RoleChange[]) {
    if (!allowed[change]) continue;
    buttons.push({
      action: change,
      label: t(`admin.actions.${change}`),
      named: t(`admin.actions.${change}Named`, { name }),
      variant: 'secondary',
    });
  }
  if (buttons.length === 0) {
    return <span className="text-sm text-stone-500">{t('admin.users.noActions')}</span>;
  }
  return (
    <div className="flex flex-wrap gap-2">
      {buttons.map(({ action, label, named, variant }) => (
        <Button
          key={action}
          variant={variant}
          canWrap
          aria-label={busy === action ? undefined : named}
          aria-busy={busy === action || undefined}
          disabled={busy !== null}
          onClick={() => onAction(action, user)}
        >
          {busy === action ? t('admin.actions.working') : label}
        </Button>
      ))}
    </div>
  );
}
