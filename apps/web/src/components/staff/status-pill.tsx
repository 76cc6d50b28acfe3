import type { ReactNode } from 'react';

type Tone = 'green' | 'amber' | 'red' | 'stone' | 'rose';

const tones: Record<Tone, string> = {
  green: 'bg-emerald-100 text-emerald-900',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
  stone: 'bg-stone-100 text-stone-800',
  rose: 'bg-rose-100 text-rose-900',
};

/** A small coloured label; the text says it all, the colour only helps scanning. */
export function StatusPill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
