import type { CandidateCard } from '@vusal/shared/schemas/discovery';
import { useTranslation } from '../../../lib/translation';
import { cardGridClasses } from '../../../components/ui/card-grid';
import { MemberPhoto } from '../../../components/member/member-photo';
import { VerifiedBadge } from '../../../components/member/verified-badge';
import { useMemberSummary } from '../../../components/member/use-member-summary';

type ExploreGridProps = {
  candidates: readonly CandidateCard[];
  onOpen: (candidate: CandidateCard) => void;
};

/** The explore grid: 1, 2 or 3 columns by width (details.md section 9); a card opens the dialog. */
export function ExploreGrid({ candidates, onOpen }: ExploreGridProps) {
  const { t } = useTranslation();
  const summary = useMemberSummary();
  return (
    <ul aria-label={t('discovery.explore.listLabel')} className={cardGridClasses}>
      {candidates.map((candidate) => (
        <li key={candidate.profileId}>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => onOpen(candidate)}
            className="group flex h-full w-full flex-col overflow-hidden rounded-3xl bg-white text-left shadow-sm ring-1 ring-rose-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-rose-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
          >
            <span className="relative block aspect-[4/3] w-full">
              <MemberPhoto
                name={candidate.fullName}
                photoUrl={candidate.photoUrl}
                alt=""
                loading="lazy"
                className="absolute inset-0 size-full"
              />
            </span>
            <span className="flex flex-1 flex-col gap-2 p-4">
              <span className="flex items-center gap-1.5">
                <span className="min-w-0 text-lg font-semibold break-words text-stone-900">
                  {candidate.fullName}
                </span>
                {candidate.isVerified ? <VerifiedBadge /> : null}
              </span>
              <span className="text-sm text-stone-600">{summary(candidate)}</span>
              {candidate.isDemo ? (
                <span className="text-xs font-semibold text-violet-800">{t('discovery.demo')}</span>
              ) : null}
              {candidate.relationshipGoals.length > 0 ? (
                <span className="text-sm font-medium text-rose-800">
                  {candidate.relationshipGoals
                    .map((goal) => t(`enums.relationship_goals.${goal}`))
                    .join(' · ')}
                </span>
              ) : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
