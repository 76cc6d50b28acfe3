import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
