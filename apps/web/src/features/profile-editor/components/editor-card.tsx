import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Surface } from '../../../components/ui/app-page';

type EditorCardProps = {
  /** Names the section: its heading's id is `card-<id>`. */
  id: string;
  title: string;
  description?: string;
  icon: LucideIcon;
  children: ReactNode;
};

/** One card of the editor: a labelled section with an icon, a title and its fields. */
export function EditorCard({ id, title, description, icon: Icon, children }: EditorCardProps) {
  const headingId = `card-${id}`;
  return (
    <Surface labelledBy={headingId}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-2xl bg-rose-50 text-rose-700 ring-1 ring-rose-100">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 pt-0.5">
          <h2 id={headingId} className="text-lg font-bold tracking-tight text-stone-900">
            {title}
          </h2>
          {description ? (
            <p className="mt-0.5 text-sm text-pretty text-stone-600">{description}</p>
          ) : null}
        </div>
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </Surface>
  );
}
