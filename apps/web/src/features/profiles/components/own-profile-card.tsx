import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Surface } from '../../../components/ui/app-page';
import { Notice } from '../../../components/ui/notice';
import type { OwnProfile } from '@vusal/shared/schemas/profile';
import { CompletionBar } from '../../../components/member/completion-bar';
import { MemberHeading } from '../../../components/member/member-heading';
import { ApprovalBadge } from './approval-badge';
import { GoalChips } from '../../../components/member/goal-chips';
import { ProfileAvatar } from './profile-avatar';

type OwnProfileCardProps = { profile: OwnProfile; actions: ReactNode };

/** The person's own card on /my-profile: photo, who, approval state, completeness, goals, bio. */
export function OwnProfileCard({ profile, actions }: OwnProfileCardProps) {
  const { t } = useTranslation();

  return (
    <Surface labelledBy="own-profile-name">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-center sm:text-left">
        <ProfileAvatar name={profile.fullName} photoUrl={profile.photoUrl} />
        <div className="min-w-0 space-y-2">
          <MemberHeading member={profile} level={2} size="lg" id="own-profile-name" />
          <ApprovalBadge isApproved={profile.isApproved} />
        </div>
      </div>

      {profile.isApproved ? null : (
        <div className="mt-5">
          <Notice tone="info">{t('profile.status.pendingNote')}</Notice>
        </div>
      )}

      <div className="mt-6">
        <CompletionBar id="profile-completion" percent={profile.completion} />
        {profile.completion < 100 ? (
          <p className="mt-2 text-sm text-stone-600">{t('profile.completion.hint')}</p>
        ) : null}
      </div>

      {profile.relationshipGoals.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
            {t('profile.card.goals')}
          </h3>
          <div className="mt-2">
            <GoalChips goals={profile.relationshipGoals} size="md" />
          </div>
        </div>
      ) : null}

      <div className="mt-6">
        <h3 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
          {t('profile.card.about')}
        </h3>
        <p className="mt-2 text-base whitespace-pre-line text-pretty break-words text-stone-800">
          {profile.bio?.trim() ? (
            profile.bio
          ) : (
            <span className="text-stone-500">{t('profile.card.noBio')}</span>
          )}
        </p>
      </div>

      <div className="mt-7 grid gap-3 sm:grid-cols-2">{actions}</div>
    </Surface>
  );
}
