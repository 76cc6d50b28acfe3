import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountBadge } from '../../../components/ui/count-badge';

type DashboardTileProps = {
  /** Already localised (`/az/...` under the az prefix). */
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  /** New items since the last visit; shows as a badge when above 0, '9+' above 9. */
  badge?: number;
};

/** One page of the dashboard: a card-sized link with an icon, a title, a line and a badge. */
export function DashboardTile({ to, icon, title, text, badge }: DashboardTileProps) {
  return (
    <Link
      to={to}
      className="group relative flex h-full items-start gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-rose-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-rose-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-rose-50 text-rose-700 ring-1 ring-rose-100">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="text-lg font-semibold text-stone-900">{title}</span>
          <CountBadge count={badge} />
        </span>
        <span className="mt-1 block text-sm text-pretty text-stone-600">{text}</span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="mt-3 size-5 shrink-0 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-rose-700"
      />
    </Link>
  );
}
