import { useEffect, useRef, type ReactNode } from 'react';
import { PageFrame } from './page-frame';

type AppPageProps = {
  /** A bar under the logo, e.g. a back link and the page's name. */
  top?: ReactNode;
  children: ReactNode;
  /** The width of the content column: forms read best narrow, profiles a little wider. */
  width?: 'md' | 'lg' | 'xl';
};

const widths = { md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-7xl' };

/**
 * The frame of the signed-in pages with more than one card (profile, settings): the logo, an
 * optional top bar, then the content column on the soft background of the card pages.
 */
export function AppPage({ top, children, width = 'lg' }: AppPageProps) {
  return (
    <PageFrame>
      <main className={`mx-auto w-full flex-1 px-4 pt-2 pb-16 sm:pt-4 ${widths[width]}`}>
        {top ? <div className="mb-4">{top}</div> : null}
        {children}
      </main>
    </PageFrame>
  );
}

type PageTitleProps = { children: ReactNode; className?: string };

/** The page's h1. It takes focus when the page opens, so screen readers announce it. */
export function PageTitle({ children, className = '' }: PageTitleProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className={`text-2xl font-bold tracking-tight text-balance text-stone-900 outline-none sm:text-3xl ${className}`}
    >
      {children}
    </h1>
  );
}

type SurfaceProps = { children: ReactNode; className?: string; labelledBy?: string };

/** A white rounded card, the look of the card pages; a `section` when it has a heading. */
export function Surface({ children, className = '', labelledBy }: SurfaceProps) {
  const classes = `rounded-3xl bg-white p-5 shadow-xl shadow-rose-900/5 ring-1 ring-rose-100 sm:p-7 ${className}`;
  return labelledBy ? (
    <section aria-labelledby={labelledBy} className={classes}>
      {children}
    </section>
  ) : (
    <div className={classes}>{children}</div>
  );
}
