import type { MatchView } from '@vusal/shared/schemas/likes';
import { useTranslation } from '../../../lib/translation';
import { MatchCard } from './match-card';
import { ListEmpty } from './list-states';

/** My matches, newest first, or the empty state leading to browse. */
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
    <ul className="grid gap-3">
      {matches.map((match) => (
        <li key={match.matchId}>
          <MatchCard match={match} />
        </li>
      ))}
    </ul>
  );
}
