import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { CompatibilitySummary } from '../../../components/member/compatibility-summary';
import { Notice } from '../../../components/ui/notice';
import type { ProfileView } from '../api/get-profile';
import { ManagedByLine, MarriageDetailsSection } from './family-lines';
import { ProfileHero } from './profile-hero';
import { ProfileSectionsView } from './profile-sections-view';

/**
 * Another person's profile: in full after a mutual match, otherwise the preview (SECURITY 12:
 * initial/name, age, city, first goal, bio, main photo) and why the rest is hidden. `actions`
 * (like, message, block, report) come from the route, which composes the features.
 */
export function OtherProfileView({ view, actions }: { view: ProfileView; actions?: ReactNode }) {
  const { t } = useTranslation();
  const isScorable = !!view.profile.userId && !view.profile.isDemo;
  if (view.isFull) {
    return (
      <div className="grid gap-5">
        <ProfileHero profile={view.profile} isPreview={false}>
          <ManagedByLine managedBy={view.profile.managedBy} />
          {actions}
          <CompatibilitySummary
            match={view.compatibility}
            isScorable={isScorable}
            className="mt-4"
          />
        </ProfileHero>
        <ProfileSectionsView profile={view.profile} />
        <MarriageDetailsSection details={view.profile.marriageDetails} />
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <ProfileHero profile={view.profile} isPreview>
        <div className="mb-3">
          <ManagedByLine managedBy={view.profile.managedBy} />
        </div>
        {actions ? <div className="mb-5">{actions}</div> : null}
        <CompatibilitySummary match={view.compatibility} isScorable={isScorable} className="mb-4" />
        <Notice tone="info">
          <p className="font-semibold">{t('profile.view.matchRequired')}</p>
          <p className="mt-1 font-normal">{t('profile.view.matchRequiredHint')}</p>
        </Notice>
      </ProfileHero>
    </div>
  );
}
