import { useTranslation } from '../../../lib/translation';

/** The completion percentage, sticky at the top while the cards scroll under it. */
export function CompletionBar({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="sticky top-0 z-20 -mx-4 bg-white/90 px-4 py-3 shadow-sm shadow-rose-900/5 backdrop-blur sm:top-2 sm:mx-0 sm:rounded-2xl sm:ring-1 sm:ring-rose-100">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p id="completion-label" className="font-semibold text-stone-800">
          {t('editor.completion.label')}
        </p>
        <p className="font-semibold text-rose-800 tabular-nums" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="completion-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('editor.completion.value', { percent })}
        className="mt-2 h-2 overflow-hidden rounded-full bg-rose-100"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-rose-500 to-rose-800 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
