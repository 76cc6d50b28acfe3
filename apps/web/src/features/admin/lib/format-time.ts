import type { Language } from '@vusal/shared/catalog/countries';

/** A moment of the admin lists, e.g. "12 Mar 2025, 14:05", in the page's language. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
