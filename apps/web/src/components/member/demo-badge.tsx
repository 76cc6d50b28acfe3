import { Sparkles } from 'lucide-react';

/** The 'Demo profil' label of a seeded profile with no member behind it. */
export function DemoBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-violet-50 px-3 py-1 text-sm font-semibold text-violet-800 ring-1 ring-violet-200 ring-inset">
      <Sparkles aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}
