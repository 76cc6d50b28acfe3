import type { CompatibilityMatch } from '@vusal/shared/schemas/compatibility-match';
import { Sparkles } from 'lucide-react';
import { formatList } from '../../lib/format';
import { useTranslation } from '../../lib/translation';

/**
 * Issue 27: the match percentage and why, in the page's language ("You agree on children and
 * living with parents"); topics only, never an answer. Nothing below five shared questions.
 */
export function CompatibilitySummary({
  match,
  className = '',
}: {
  match: CompatibilityMatch | null;
  className?: string;
}) {
  const { t, translateKey } = useTranslation();
  if (!match) return null;
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
