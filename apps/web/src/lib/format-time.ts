import type { Language } from '@vusal/shared/catalog/countries';
import { numberLocale } from './format';
import type { TFunction } from './i18n';

// Times of the chat, apart from the numbers of lib/format.ts: the public pages format counts
// and prices only, and load none of this (P9).

const MINUTE_MS = 60_000;

/**
 * details.md section 9: 'İndi' under a minute, then minutes, hours and days ago up to six days,
 * then the date in the reader's language. `t` gives the texts (`chat.time.*`).
 */
export function formatRelativeTime(
  iso: string,
  now: Date,
  language: Language,
  t: TFunction,
): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  const minutes = Math.floor(elapsed / MINUTE_MS);
  if (minutes < 1) return t('chat.time.now');
  if (minutes < 60) return t('chat.time.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('chat.time.hours', { count: hours });
  const days = Math.floor(hours / 24);
  if (days <= 6) return t('chat.time.days', { count: days });
  return formatDay(iso, language);
}

/** A day in the reader's language, "12 Mar 2026". */
export function formatDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium' }).format(
    new Date(iso),
  );
}

/** A message's clock time, "14:05", the same in every language. */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** A moment of the staff lists, e.g. "12 Mar 2025, 14:05", in the page's language. */
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
