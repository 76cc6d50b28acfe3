import { MIN_SHARED_QUESTIONS } from '@vusal/shared/compatibility/score';
import type { CompatibilityMatch } from '@vusal/shared/schemas/compatibility-match';
import { ListChecks, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { formatList } from '../../lib/format';
import { useScoredAnswerCount } from '../../lib/own-answers';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';

/**
 * Issue 27: the match percentage and why, in the page's language ("You agree on children and
 * living with parents"); topics only, never an answer. Below five shared questions (null), where
 * the percentage would be, why it is missing (issue 37, item 2): how many answers the viewer
 * still owes, or that both need five of the same. `isScorable` is false for a demo profile,
 * which has no answers to score.
 */
export function CompatibilitySummary({
  match,
  isScorable = true,
  className = '',
}: {
  match: CompatibilityMatch | null;
  isScorable?: boolean;
  className?: string;
}) {
  const { t, translateKey } = useTranslation();
  const scored = useScoredAnswerCount({ enabled: !match && isScorable });
  if (!match) {
    if (!isScorable || scored === undefined) return null;
    return (
      <section aria-label={t('compatibility.match.label')} className={`text-sm ${className}`}>
        <MissingMatch scored={scored} />
      </section>
    );
  }
  return (
    <section
      aria-label={t('compatibility.match.label')}
      className={`grid gap-1 text-sm ${className}`}
    >
      <p className="inline-flex items-center gap-1.5 font-semibold text-rose-800">
        <Sparkles aria-hidden="true" className="size-4" />
        {t('compatibility.match.percent', { percent: match.percent })}
      </p>
      <ul className="grid gap-0.5 text-stone-700">
        {match.reasons.map((reason) => (
          <li key={reason.key}>
            {translateKey(reason.key, {
              topics: formatList(
                reason.params.topics.map((topic) =>
                  translateKey(`compatibility.reasons.topics.${topic}`),
                ),
                t,
              ),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MissingMatch({ scored }: { scored: number }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const missing = MIN_SHARED_QUESTIONS - scored;
  if (missing <= 0) {
    return (
      <p className="text-stone-600">
        {t('compatibility.match.needShared', { min: MIN_SHARED_QUESTIONS })}
      </p>
    );
  }
  return (
    <Link
      to={localizedPath('/questions')}
      className="inline-flex items-center gap-1.5 font-semibold text-rose-800 underline underline-offset-2"
    >
      <ListChecks aria-hidden="true" className="size-4 shrink-0" />
      {t('compatibility.match.needMore', { count: missing })}
    </Link>
  );
}
