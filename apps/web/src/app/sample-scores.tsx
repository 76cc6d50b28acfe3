import { Surface } from '../components/ui/app-page';
import { useReasonText } from '../lib/compatibility-reasons';
import { previewScores } from '../lib/preview/sample-answers';
import { useTranslation } from '../lib/translation';

/**
 * Admin preview's compatibility (issue 27, item 6): the sample profiles' match percentage and
 * reasons, worked out from sample answers by the shared scoring. Nothing is asked of the server.
 */
export function SampleScores() {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  return (
    <Surface className="mt-6" labelledBy="sample-scores-title">
      <h2 id="sample-scores-title" className="text-lg font-semibold text-stone-900">
        {t('compatibility.preview.title')}
      </h2>
      <p className="mt-1 text-sm text-pretty text-stone-600">{t('compatibility.preview.text')}</p>
      <ul className="mt-4 grid gap-3">
        {previewScores().map((score) => (
          <li key={score.name} className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-stone-900">{score.name}</span>
              <span className="font-semibold text-rose-800">
                {score.percentage === null
                  ? t('compatibility.preview.tooFew')
                  : t('compatibility.preview.percentage', { percentage: score.percentage })}
              </span>
            </p>
            {score.reasons.length > 0 ? (
              <ul className="mt-2 list-disc ps-5 text-sm text-stone-700">
                {score.reasons.map((reason) => (
                  <li key={reason.key}>{reasonText(reason)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Surface>
  );
}
