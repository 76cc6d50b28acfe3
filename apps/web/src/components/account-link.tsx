import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../lib/use-locale';

type AccountLinkProps = { to: string; icon: ReactNode; children: ReactNode };

/** A row of an account list (settings, password, deletion): a big tap target with a chevron. */
export function AccountLink({ to, icon, children }: AccountLinkProps) {
  const { localizedPath } = useLocale();
  return (
    <li>
      <Link
        to={localizedPath(to)}
        className="-mx-2 flex min-h-12 items-center gap-3 rounded-xl px-2 py-2 text-base font-medium text-stone-800 hover:bg-rose-50 hover:text-rose-800"
      >
        <span aria-hidden="true" className="text-rose-700">
          {icon}
        </span>
        <span className="flex-1">{children}</span>
        <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
      </Link>
    </li>
  );
}
