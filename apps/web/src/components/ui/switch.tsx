import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> & {
  id: string;
  label: ReactNode;
  /** What turning it on or off does; read with the switch. */
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An on/off setting: a native checkbox with the switch role (Space toggles it, screen readers
 * say "on"/"off"), drawn as a track and thumb, its label and description beside it.
 */
export function Switch({ id, label, description, className = '', ...props }: SwitchProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <div className="min-w-0">
        <label htmlFor={id} className="block text-base font-semibold text-stone-900">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm text-pretty text-stone-600">
            {description}
          </p>
        ) : null}
      </div>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={descriptionId}
          className="peer h-7 w-12 cursor-pointer appearance-none rounded-full bg-stone-300 transition-colors checked:bg-rose-700 hover:bg-stone-400 checked:hover:bg-rose-800 disabled:cursor-not-allowed disabled:opacity-50"
          {...props}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-white shadow-sm transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
