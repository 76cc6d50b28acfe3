type ProgressBarProps = {
  value: number;
  min?: number;
  max?: number;
  /** What a screen reader says for the value, e.g. '57% tamamlanıb'. */
  valueText: string;
  /** Its height, e.g. 'h-2'. */
  className?: string;
} & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

/** A rose bar filled to `value` of `max`, named by its label and read by its value text. */
export function ProgressBar({
  value,
  min = 0,
  max = 100,
  valueText,
  className = 'h-2',
  label,
  labelledBy,
}: ProgressBarProps) {
  // Filled by value / max, so step 1 of 8 already shows its eighth.
  const share = (value / max) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={`overflow-hidden rounded-full bg-rose-100 ${className}`}
    >
      <div
        className="h-full rounded-full bg-linear-to-r from-rose-500 to-rose-800 transition-[width] duration-300"
        style={{ width: `${share}%` }}
      />
    </div>
  );
}
