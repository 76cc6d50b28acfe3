import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  tone?: 'dark' | 'light';
};

/** An h2 and its lead paragraph, centred; `id` names the section for `aria-labelledby`. */
export function SectionHeading({ id, title, lead, tone = 'dark' }: SectionHeadingProps) {
  const isLight = tone === 'light';
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2
        id={id}
        className={`text-3xl font-bold tracking-tight text-balance sm:text-4xl ${isLight ? 'text-white' : 'text-stone-900'}`}
      >
        {title}
      </h2>
      {lead ? (
        <p className={`mt-4 text-lg text-pretty ${isLight ? 'text-rose-100' : 'text-stone-600'}`}>
          {lead}
        </p>
      ) : null}
    </div>
  );
}
