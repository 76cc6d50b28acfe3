import type { RelationshipGoal } from '@vusal/shared/catalog/enums';
import type { CitySlug } from '@vusal/shared/catalog/cities';
import type { RegionSlug } from '@vusal/shared/catalog/regions';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Surface } from '../../../components/ui/app-page';
import { DemoBadge } from '../../../components/member/demo-badge';
import { FamilyBadge } from '../../../components/member/family-badge';
import { VerifiedBadge } from '../../../components/member/verified-badge';
import { MemberBio } from '../../../components/member/member-bio';
import { MemberHeading } from '../../../components/member/member-heading';
import { GoalChips } from '../../../components/member/goal-chips';
import { PhotoCarousel } from '../../../components/member/photo-carousel';
import { ProfileAvatar } from './profile-avatar';

export type HeroProfile = {
  fullName: string;
  age: number | null;
  city: CitySlug | null;
  /** Alone when the owner shows only their region (S4). */
  region: RegionSlug | null;
  photoUrl: string | null;
  /** Every photo in order (decision 037); more than one show in a carousel under the name. */
  photos?: readonly string[];
  isDemo: boolean;
  /** Issue 23: a moderator accepted the member's selfie. */
  isVerified: boolean;
  /** Issue 39 (decision 051): a relative reads the member's chats where the other side agrees. */
  familyInvolved?: boolean;
  relationshipGoals: readonly RelationshipGoal[];
  bio: string | null;
};

type ProfileHeroProps = {
  profile: HeroProfile;
  /**
   * The preview shows its goal and bio here: it has no sections. The full view lists them in
   * its sections instead.
   */
  isPreview: boolean;
  /** Beside the name, e.g. the approval state of one's own profile. */
  badges?: ReactNode;
  children?: ReactNode;
};

/**
 * The top card of a profile: main photo (or the initial), the name as the page's heading (it
 * takes focus when the page opens), age and place, and for previews the goal and the bio.
 */
export function ProfileHero({ profile, isPreview, badges, children }: ProfileHeroProps) {
  const { t } = useTranslation();

  return (
    <Surface className="overflow-hidden p-0!">
      <div
        aria-hidden="true"
        className="h-20 bg-linear-to-r from-rose-200 via-rose-100 to-amber-100 sm:h-24"
      />
      <div className="-mt-14 px-5 pb-6 sm:px-8 sm:pb-8">
        <div className="flex flex-col items-center text-center sm:flex-row sm:items-end sm:gap-5 sm:text-left">
          <ProfileAvatar name={profile.fullName} photoUrl={profile.photoUrl} />
          <div className="mt-3 min-w-0 sm:mt-0 sm:pb-1">
            <MemberHeading
              member={{ ...profile, isVerified: false, familyInvolved: false }}
              level={1}
              size="lg"
              focusOnOpen
            />
          </div>
        </div>
        {profile.photos && profile.photos.length > 1 ? (
          <PhotoCarousel
            name={profile.fullName}
            photos={profile.photos}
            photoUrl={profile.photoUrl}
            className="relative mx-auto mt-5 aspect-[4/5] w-full max-w-sm rounded-2xl sm:mx-0"
          />
        ) : null}
        {profile.isDemo || profile.isVerified || profile.familyInvolved || badges ? (
          <div className="mt-4 flex flex-wrap justify-center gap-2 sm:justify-start">
            {profile.isVerified ? <VerifiedBadge variant="label" /> : null}
            {profile.familyInvolved ? <FamilyBadge variant="label" /> : null}
            {profile.isDemo ? <DemoBadge label={t('profile.view.demo')} /> : null}
            {badges}
          </div>
        ) : null}
        {isPreview && profile.relationshipGoals.length > 0 ? (
          <div className="mt-5 flex justify-center sm:justify-start">
            <GoalChips goals={profile.relationshipGoals} size="md" />
          </div>
        ) : null}
        {isPreview ? (
          <MemberBio bio={profile.bio} isDemo={profile.isDemo} className="mt-5" />
        ) : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </Surface>
  );
}
