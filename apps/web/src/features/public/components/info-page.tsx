import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

type InfoPageProps = { title: string; lead: string; children: ReactNode };

/** The frame of How it works, FAQ and About us: header, a titled main region, footer. */
export function InfoPage({ title, lead, children }: InfoPageProps) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="bg-[radial-gradient(ellipse_at_top,var(--color-rose-100),transparent_70%)] px-4 pt-16 pb-10 text-center sm:pt-20">
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl">
            {title}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-stone-600">{lead}</p>
        </div>
        <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">{children}</div>
      </main>
      <SiteFooter />
    </>
  );
}
