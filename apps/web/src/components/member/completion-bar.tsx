import { ProgressBar } from '../ui/progress-bar';

type CompletionBarProps = {
  /** 0–100; a fraction is rounded and anything outside is held to the ends. */
  percent: number;
  label: string;
  /** The value as it is read out, e.g. '57% tamamlanıb'. */
  describe: (percent: number) => string;
  /** Names the bar by its label. */
  id: string;
};

/** How much of a profile is filled in (details section 5: 38 items), as a labelled progress bar. */
export function CompletionBar({ percent, label, describe, id }: CompletionBarProps) {
  const value = completionValue(percent);
  const labelId = `${id}-label`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-semibold text-stone-800">
          {label}
        </span>
        <span className="font-bold text-rose-800 tabular-nums" aria-hidden="true">
          {value}%
        </span>
      </div>
      <ProgressBar
        value={value}
        valueText={describe(value)}
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
