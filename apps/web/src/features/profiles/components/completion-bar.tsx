import { useTranslation } from '../../../lib/translation';

type CompletionBarProps = { percent: number; id?: string };

/** How much of the profile is filled in (details section 5: 38 items), as a labelled progress bar. */
export function CompletionBar({ percent, id = 'profile-completion' }: CompletionBarProps) {
  const { t } = useTranslation();
  const value = Math.min(Math.max(Math.round(percent), 0), 100);
  const labelId = `${id}-label`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-semibold text-stone-800">
          {t('profile.completion.label')}
        </span>
        <span className="font-bold text-rose-800 tabular-nums">
          {t('profile.completion.value', { percent: value })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t('profile.completion.value', { percent: value })}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-rose-100"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-rose-500 to-rose-700"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
