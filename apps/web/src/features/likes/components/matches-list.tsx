import type { MatchView } from '@vusal/shared/schemas/likes';
import { cardGridClasses } from '../../../components/ui/card-grid';
import { useTranslation } from '../../../lib/translation';
import { MatchCard } from './match-card';
import { ListEmpty } from './list-states';

/** My matches, newest first, in the card grid; or the empty state leading to browse. */
export function MatchesList({ matches }: { matches: readonly MatchView[] }) {
  const { t } = useTranslation();
  if (matches.length === 0) {
    return (
      <ListEmpty
        title={t('likes.emptyMatches')}
        text={t('likes.emptyMatchesText')}
        to="/browse"
        action={t('likes.browse')}
      />
    );
  }
  return (
    <ul aria-label={t('likes.tabs.matches')} className={cardGridClasses}>
      {matches.map((match) => (
        <li key={match.matchId}>
          <MatchCard match={match} />
        </li>
      ))}
    </ul>
  );
}
