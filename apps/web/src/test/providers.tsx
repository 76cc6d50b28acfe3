import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Language } from '@vusal/shared/catalog/countries';
import az from '@vusal/shared/i18n/az.json';
import en from '@vusal/shared/i18n/en.json';
import ru from '@vusal/shared/i18n/ru.json';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { I18nProvider } from '../lib/translation';

// happy-dom has no `select.size`; react-hook-form reads it to tell a select the person already
// changed (browser autofill) from an untouched one, and without it keeps '' over the default.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}

/**
 * Testing Library's `render` with what a feature's component needs around it: the texts of
 * `language` (English unless told), a fresh query client and a router at `path`. Whole pages
 * render through `renderAt` instead.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', language = 'en' }: { path?: string; language?: Language } = {},
) {
  const queryClient = createQueryClient();
  return render(ui, {
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={[path]}>
        <I18nProvider i18n={createI18n(language, catalogues[language])}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </I18nProvider>
      </MemoryRouter>
    ),
  });
}

const catalogues = { en, az, ru };
