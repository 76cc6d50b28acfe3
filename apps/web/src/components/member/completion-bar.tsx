import { useTranslation } from '../../lib/translation';
import { ProgressBar } from '../ui/progress-bar';

type CompletionBarProps = {
  /** 0–100, as `profileCompletion` (shared) gives it; held to the ends and rounded. */
  percent: number;
  /** Names the bar by its label. */
  id: string;
};

/**
 * How much of a profile is filled in (details section 5: 38 items), as a labelled progress bar.
 * Issue 37, item 8: the editor and My profile show it under one name and read it out alike.
 */
export function CompletionBar({ percent, id }: CompletionBarProps) {
  const { t } = useTranslation();
  const value = completionValue(percent);
  const labelId = `${id}-label`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-semibold text-stone-800">
          {t('profile.completion.label')}
        </span>
        <span className="font-bold text-rose-800 tabular-nums" aria-hidden="true">
          {value}%
        </span>
      </div>
      <ProgressBar
        value={value}
        valueText={t('profile.completion.value', { percent: value })}
        labelledBy={labelId}
        className="mt-2 h-2.5"
      />
    </div>
  );
}

/** The whole percentage the bar shows. */
export function completionValue(percent: number): number {
  return Math.min(Math.max(Math.round(percent), 0), 100);
}
