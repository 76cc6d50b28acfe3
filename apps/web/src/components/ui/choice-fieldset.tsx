import type { ReactNode } from 'react';

/** A pill holding a native checkbox or radio: big enough to tap, clear when chosen. */
export const choiceClasses =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-2xl border border-stone-300 bg-white px-3.5 py-2 text-sm font-medium text-stone-800 transition-colors select-none hover:border-rose-400 has-checked:border-rose-600 has-checked:bg-rose-50 has-checked:text-rose-900 has-aria-invalid:border-red-600/70 has-disabled:cursor-not-allowed has-disabled:opacity-50 has-disabled:hover:border-stone-300';

export const choiceInputClasses = 'size-4 shrink-0 accent-rose-700';

type ChoiceFieldsetProps = {
  legend: ReactNode;
  describedBy?: string;
  /** The row of pills; `aside` sits beside the legend (e.g. a counter). */
  children: ReactNode;
  aside?: ReactNode;
  footer?: ReactNode;
  className?: string;
};

/** A fieldset whose legend names a group of choices, as screen readers expect. */
export function ChoiceFieldset({
  legend,
  describedBy,
  children,
  aside,
  footer,
  className = '',
}: ChoiceFieldsetProps) {
  return (
    <fieldset aria-describedby={describedBy} className={`min-w-0 ${className}`}>
      {/* The legend must stay the fieldset's first child to name the group; floats set it
          beside the aside. */}
      <legend className="float-left text-sm font-semibold text-stone-800">{legend}</legend>
      {aside ? <div className="float-right pl-3">{aside}</div> : null}
      <div className="clear-both pt-2">{children}</div>
      {footer}
    </fieldset>
  );
}
