import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { HeroSection } from './hero-section';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

// P9: only the header and hero are needed to paint; the sections below the fold and the
// footer arrive in one chunk fetched while the hero is already on screen.
const loadBelowTheFold = () => import('./landing-below-the-fold');
const BelowTheFold = lazyComponent(() =>
  loadBelowTheFold().then((m) => ({ default: m.LandingSections })),
);
const Footer = lazyComponent(() => loadBelowTheFold().then((m) => ({ default: m.LandingFooter })));
// Loaded with the hero, not when React reaches them: a page that hydrates on its first
// interaction (decision 015) then hydrates them in the same pass, and a first click on them works.
void BelowTheFold.preload();
void Footer.preload();

/** Spec section 2, Landing: hero, why, how it works, genuine connections, regions, subscription, footer. */
export function LandingPage() {
  return (
    <>
      <SkipLink />
      <SiteHeader hasSectionLinks />
      <main id="main" tabIndex={-1} className="outline-none">
        <HeroSection />
        <Suspense fallback={<div className="min-h-dvh" />}>
          <BelowTheFold />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
