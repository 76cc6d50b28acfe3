import { CircleAlert } from 'lucide-react';
import type { Ref } from 'react';

export type ErrorSummaryItem = { fieldId: string; message: string };

type ErrorSummaryProps = {
  title: string;
  items: readonly ErrorSummaryItem[];
  /** The form moves focus here after a failed submit, so the whole list is read at once. */
  ref?: Ref<HTMLDivElement>;
};

/** Every error of a form in one list; each entry takes the user to its field. */
export function ErrorSummary({ title, items, ref }: ErrorSummaryProps) {
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      role="group"
      className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200 ring-inset focus:outline-none focus-visible:outline-2"
    >
      <p id="error-summary-title" className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-9">
        {items.map((item) => (
          <li key={`${item.fieldId}:${item.message}`}>
            <a
              href={`#${item.fieldId}`}
              className="font-medium underline underline-offset-2 hover:text-red-700"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(item.fieldId)?.focus();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
