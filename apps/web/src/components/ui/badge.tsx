import type { ReactNode } from 'react';

type BadgeProps = { children: ReactNode; tone?: 'rose' | 'stone' };

const tones = {
  rose: 'bg-rose-100 text-rose-800',
  stone: 'bg-stone-100 text-stone-700',
};

export function Badge({ children, tone = 'rose' }: BadgeProps) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
