import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type BackBarProps = {
  /** Already localised. */
  to: string;
  label: string;
  /** Beside the link on the right, e.g. a counter or a filter toggle. */
  children?: ReactNode;
};

/** The bar above a page's content: a link back (to the dashboard) and, on the right, extras. */
export function BackBar({ to, label, children }: BackBarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Link
        to={to}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 py-1 text-base font-semibold text-stone-700 hover:bg-white/70 hover:text-rose-800"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {label}
      </Link>
      {children}
    </div>
  );
}
