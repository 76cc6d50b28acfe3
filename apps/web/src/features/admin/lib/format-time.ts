import type { Language } from '@vusal/shared/catalog/countries';

/** A moment of the admin lists, e.g. "12 Mar 2025, 14:05", in the page's language. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** How long something has waited, e.g. "3 hours ago", from whole minutes, in the page's language. */
export function formatWaited(minutes: number, language: Language): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 48 * 60) return format.format(-Math.floor(minutes / 60), 'hour');
  return format.format(-Math.floor(minutes / (24 * 60)), 'day');
}
