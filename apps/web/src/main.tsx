import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { hydrateOnInteraction } from './lib/hydrate-on-interaction';
import { loadI18n } from './lib/i18n';
import { rememberLanguageChoices } from './lib/language-choice';
import { parseCountryPrefix, setDocumentLanguage } from './lib/locale';
import { probeSession, whenSignedIn } from './lib/session-probe';
import './index.css';

const { pathname } = window.location;
const { language, prefix } = parseCountryPrefix(pathname);
setDocumentLanguage(language);
rememberLanguageChoices();

// Fetch the catalogue and the page's chunks in parallel, before React asks for them (a failure
// shows when React does), in a task of their own: evaluating the scripts stays one short task.
const ready = new Promise((resolve) => {
  setTimeout(() => resolve(Promise.all([loadI18n(language), preloadRoute(pathname)])), 0);
});
ready.catch(() => undefined);

const STATIC_HEAD = [
  'title',
  'meta[name="description"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
].join(', ');

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A prerendered page (scripts/prerender.mjs) was rendered for its bare path: it hydrates when
// the URL says nothing more. A query or fragment can change what the page shows
// (`/auth?signup=true`, `/?confirm=…`), so then React renders afresh over the prerendered HTML.
const isPrerendered = container.hasAttribute('data-prerendered');
if (isPrerendered && !window.location.search && !window.location.hash) {
  // The HTML is the page: React takes it over on the first interaction (decision 015), or at
  // once for a member (the landing sends them to the dashboard, the header greets them).
  const { hydrateNow } = hydrateOnInteraction(() => hydrateRoot(container, app), ready);
  setTimeout(() => {
    probeSession();
    whenSignedIn(hydrateNow);
  }, 0);
} else {
  // A member opening the landing goes to the dashboard: ask while the page's chunks load.
  if ((pathname.slice(prefix.length) || '/') === '/') probeSession();
  // React renders each page's own title, description and links into <head>: the shell's
  // defaults, or what the build wrote for a prerendered page, would otherwise come first.
  for (const element of document.head.querySelectorAll(STATIC_HEAD)) element.remove();
  createRoot(container).render(app);
}

// The service worker once the page has loaded, in a task of its own.
window.addEventListener('load', () => {
  setTimeout(() => {
    import('./lib/service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => undefined);
  }, 0);
});
