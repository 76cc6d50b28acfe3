import type { RelationshipGoal } from '@vusal/shared/catalog/enums';
import type { CitySlug } from '@vusal/shared/catalog/cities';
import type { RegionSlug } from '@vusal/shared/catalog/regions';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Surface } from '../../../components/ui/app-page';
import { useMemberSummary } from '../../../components/member/use-member-summary';
import { GoalChips } from './goal-chips';
import { ProfileAvatar } from './profile-avatar';

export type HeroProfile = {
  fullName: string;
  age: number | null;
  city: CitySlug | null;
  /** Alone when the owner shows only their region (S4). */
  region: RegionSlug | null;
  photoUrl: string | null;
  isDemo: boolean;
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
  const summary = useMemberSummary();
  const line = summary(profile);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Surface className="overflow-hidden p-0!">
      <div
        aria-hidden="true"
        className="h-20 bg-linear-to-r from-rose-200 via-rose-100 to-amber-100 sm:h-24"
      />
      <div className="-mt-14 px-5 pb-6 sm:px-8 sm:pb-8">
        <div className="flex flex-col items-center text-center sm:flex-row sm:items-end sm:gap-5 sm:text-left">
          <ProfileAvatar
            name={profile.fullName}
            photoUrl={profile.photoUrl}
            alt={t('profile.photoOf', { name: profile.fullName })}
          />
          <div className="mt-3 min-w-0 sm:mt-0 sm:pb-1">
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight break-words text-stone-900 outline-none sm:text-3xl"
            >
              {profile.fullName}
            </h1>
            {line ? <p className="mt-1 text-base text-stone-600">{line}</p> : null}
          </div>
        </div>
        {profile.isDemo || badges ? (
          <div className="mt-4 flex flex-wrap justify-center gap-2 sm:justify-start">
            {profile.isDemo ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-violet-50 px-3 py-1 text-sm font-semibold text-violet-800 ring-1 ring-violet-200 ring-inset">
                <Sparkles aria-hidden="true" className="size-4" />
                {t('profile.view.demo')}
              </span>
            ) : null}
            {badges}
          </div>
        ) : null}
        {isPreview && profile.relationshipGoals.length > 0 ? (
          <div className="mt-5 flex justify-center sm:justify-start">
            <GoalChips goals={profile.relationshipGoals} />
          </div>
        ) : null}
        {isPreview && profile.bio?.trim() ? (
          <p className="mt-5 text-base whitespace-pre-line text-pretty break-words text-stone-800">
            {profile.bio}
          </p>
        ) : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </Surface>
  );
}
