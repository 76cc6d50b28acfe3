import { Heart } from 'lucide-react';

type WordmarkProps = { name: string; tone?: 'brand' | 'light' };

/** The logo: a heart in a rose tile beside the name. Hidden from screen readers: label its link. */
export function Wordmark({ name, tone = 'brand' }: WordmarkProps) {
  return (
    <span className="inline-flex items-center gap-2" aria-hidden="true">
      <span className="grid size-8 place-items-center rounded-xl bg-linear-to-br from-rose-600 to-rose-900 shadow-sm">
        <Heart className="size-4 fill-white text-white" strokeWidth={2} />
      </span>
      <span
        className={`text-xl font-bold tracking-tight ${tone === 'brand' ? 'text-burgundy' : 'text-white'}`}
      >
        {name}
      </span>
    </span>
  );
}
