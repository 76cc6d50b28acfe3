import type { CandidateCard as Candidate } from '@vusal/shared/schemas/discovery';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CompatibilitySummary } from '../../../components/member/compatibility-summary';
import { GoalChips } from '../../../components/member/goal-chips';
import { PhotoCarousel } from '../../../components/member/photo-carousel';
import { MemberBio } from '../../../components/member/member-bio';
import { MemberHeading } from '../../../components/member/member-heading';
import { DemoNotice } from './demo-notice';

type CandidateCardProps = {
  candidate: Candidate;
  /** The heading level in the page's outline. */
  headingLevel?: 2 | 3;
  /** Under the text, e.g. a link to the full profile. */
  footer?: ReactNode;
  photoLoading?: 'eager' | 'lazy';
  /** The card takes the focus as it appears: the next one after a pass or a like (issue 37). */
  focusOnOpen?: boolean;
};

/**
 * One candidate's preview (SECURITY 12: photo, name, age, city, goals, bio); a demo profile says
 * so ('Demo profil') and that nothing done to it is saved.
 */
export function CandidateCard({
  candidate,
  headingLevel = 2,
  footer,
  photoLoading = 'eager',
  focusOnOpen = false,
}: CandidateCardProps) {
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnOpen) card.current?.focus();
  }, [focusOnOpen]);
  return (
    <article
      ref={card}
      aria-labelledby={headingId}
      tabIndex={focusOnOpen ? -1 : undefined}
      className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-xl shadow-rose-900/5 ring-1 ring-rose-100"
    >
      {/* On a short screen (200 % zoom) the photo gives way, so the name stays in view above
          the sticky Pass and Like (issue 22); elsewhere it is the usual 55 % of the height. */}
      <div className="relative aspect-[4/5] max-h-[min(55dvh,calc(100dvh-20rem-var(--app-tab-bar,0px)))] w-full">
        <PhotoCarousel
          name={candidate.fullName}
          photos={candidate.photos}
          photoUrl={candidate.photoUrl}
          loading={photoLoading}
          className="absolute inset-0 size-full"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <MemberHeading member={candidate} level={headingLevel} size="md" id={headingId} />
        {candidate.isDemo ? <DemoNotice /> : null}
        <GoalChips goals={candidate.relationshipGoals} />
        <CompatibilitySummary
          match={candidate.compatibility}
          isScorable={!!candidate.userId && !candidate.isDemo}
        />
        <MemberBio bio={candidate.bio} isDemo={candidate.isDemo} className="line-clamp-4" />
        {footer ? <div className="mt-auto pt-1">{footer}</div> : null}
      </div>
    </article>
  );
}
