import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { loadI18n } from './lib/i18n';
import { parseCountryPrefix } from './lib/locale';
import { probeSession } from './lib/session-probe';
import './index.css';

// Fetch the catalogue and the page's chunk in parallel, before React asks for them.
const { pathname } = window.location;
const { language, prefix } = parseCountryPrefix(pathname);
document.documentElement.lang = language;
void loadI18n(language).catch(() => undefined);
preloadRoute(pathname);
// A member opening the landing goes to the dashboard: ask while the page's chunks load.
if ((pathname.slice(prefix.length) || '/') === '/') probeSession();

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
  hydrateRoot(container, app);
} else {
  // React renders each page's own title, description and links into <head>: the shell's
  // defaults, or what the build wrote for a prerendered page, would otherwise come first.
  for (const element of document.head.querySelectorAll(STATIC_HEAD)) element.remove();
  createRoot(container).render(app);
}

window.addEventListener('load', () => {
  import('./lib/service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch(() => undefined);
});
