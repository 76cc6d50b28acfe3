import { useEffect, useRef, type ReactNode } from 'react';
import type { SeenLocation } from '../../lib/cities';
import { useMemberSummary } from './use-member-summary';
import { FamilyBadge } from './family-badge';
import { VerifiedBadge } from './verified-badge';

const sizes = {
  /** A row in a list. */
  sm: { name: 'text-lg font-semibold', summary: 'text-sm' },
  /** A card. */
  md: { name: 'text-xl font-bold tracking-tight', summary: 'text-base' },
  /** The top of a profile. */
  lg: { name: 'text-2xl font-bold tracking-tight sm:text-3xl', summary: 'text-base' },
};

type MemberHeadingProps = {
  /**
   * `isVerified` puts the Verified tick beside the name (issue 23), `familyInvolved` the
   * "Family involved" mark (issue 39, decision 051).
   */
  member: {
    fullName: string;
    age: number | null;
    isVerified?: boolean;
    familyInvolved?: boolean;
  } & SeenLocation;
  /** The heading's level in the page's outline. */
  level: 1 | 2 | 3;
  size: keyof typeof sizes;
  id?: string;
  /** The page's own heading takes the focus when the page opens, so a screen reader starts here. */
  focusOnOpen?: boolean;
  /** Beside the name, e.g. the match's status label. */
  badge?: ReactNode;
};

/** A member's name as a heading and, under it, what the viewer may see: "28 years old · Baku". */
export function MemberHeading({ member, level, size, id, focusOnOpen, badge }: MemberHeadingProps) {
  const summary = useMemberSummary()(member);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${level}` as const;
  const classes = sizes[size];

  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus({ preventScroll: true });
  }, [focusOnOpen]);

  const heading = (
    <Heading
      ref={headingRef}
      id={id}
      tabIndex={focusOnOpen ? -1 : undefined}
      className={`${classes.name} break-words text-stone-900 outline-none`}
    >
      {member.fullName}
    </Heading>
  );
  // Beside the heading, not in it: the heading stays the member's name alone.
  const tick =
    member.isVerified || member.familyInvolved ? (
      <>
        {member.isVerified ? <VerifiedBadge /> : null}
        {member.familyInvolved ? <FamilyBadge /> : null}
      </>
    ) : null;
  return (
    <div className="min-w-0">
      {badge || tick ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <div className="flex min-w-0 items-center gap-1.5">
            {heading}
            {tick}
          </div>
          {badge}
        </div>
      ) : (
        heading
      )}
      {summary ? <p className={`mt-1 ${classes.summary} text-stone-600`}>{summary}</p> : null}
    </div>
  );
}
