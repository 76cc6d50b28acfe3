import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { PageFrame } from './page-frame';

type CardPageProps = {
  title: ReactNode;
  lead?: ReactNode;
  /** An icon shown above the title, decorative. */
  icon?: ReactNode;
  /** A link or button above the card, e.g. "Back to the home page". */
  back?: ReactNode;
  children?: ReactNode;
  /** Under the card, e.g. "New to Vüsal? Create an account". */
  footer?: ReactNode;
};

/**
 * The frame of the small single-purpose screens (sign-in, passwords, account): the logo,
 * then one card centred on a soft background. The title takes focus when the screen opens,
 * so screen readers announce where they are after each in-app navigation. Not when React
 * hydrates a prerendered screen: the visitor may be typing in its form already (decision 067).
 */
export function CardPage({ title, lead, icon, back, children, footer }: CardPageProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const isHydrated = useIsHydrated();
  // The first render's answer: false while hydrating, true when the screen opens in the app.
  const opensInApp = useRef(isHydrated);

  useEffect(() => {
    if (opensInApp.current) titleRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <PageFrame>
      <main className="flex flex-1 justify-center px-4 pt-2 pb-16 sm:items-center sm:pt-6">
        <div className="w-full max-w-md">
          {back ? <div className="mb-4">{back}</div> : null}
          <div className="rounded-3xl bg-white p-6 shadow-xl shadow-rose-900/5 ring-1 ring-rose-100 sm:p-8">
            {icon ? (
              <div className="mb-5 grid size-12 place-items-center rounded-2xl bg-rose-50 text-rose-700 ring-1 ring-rose-100">
                {icon}
              </div>
            ) : null}
            <h1
              ref={titleRef}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-balance text-stone-900 outline-none sm:text-3xl"
            >
              {title}
            </h1>
            {lead ? <p className="mt-2 text-base text-pretty text-stone-600">{lead}</p> : null}
            {children ? <div className="mt-6">{children}</div> : null}
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-stone-600">{footer}</div> : null}
        </div>
      </main>
    </PageFrame>
  );
}

type BackLinkProps = { to: string; children: ReactNode };

/** "← Back to …" above a card. */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-full px-1 py-1 text-sm font-semibold text-stone-600 hover:text-rose-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
