import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** One item of a moderation queue: whom or what it is about, when, and the rest. */
export function QueueCard({
  heading,
  time,
  children,
}: {
  heading: ReactNode;
  time: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-base font-bold text-stone-900">
          {heading}
        </h3>
        {time}
      </div>
      {children}
    </li>
  );
}

type Choice = { label: string; namedLabel: string; onChoose: () => void };

/**
 * The two answers at the foot of a queue item (accept or reject, lift or keep): the first is
 * the primary one. `namedLabel` says whom each is about, for a list of many alike buttons.
 */
export function DecisionButtons({
  accept,
  reject,
  isBusy = false,
}: {
  accept: Choice;
  reject: Choice;
  isBusy?: boolean;
}) {
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
      {[accept, reject].map((choice, index) => (
        <Button
          key={index}
          variant={index === 0 ? 'primary' : 'secondary'}
          className="h-9 px-3"
          disabled={isBusy}
          aria-label={choice.namedLabel}
          onClick={choice.onChoose}
        >
          {choice.label}
        </Button>
      ))}
    </div>
  );
}

/** A button that shows `children` below it, mounted (and so loaded) only once opened. */
export function OpenOnDemand({ label, children }: { label: string; children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className="min-h-11 rounded-lg text-sm font-semibold text-rose-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
      >
        {label}
      </button>
      <div id={panelId}>{isOpen ? children : null}</div>
    </div>
  );
}
