import { formatClockTime, formatDate } from '@vusal/shared/locale/format-date';
import type { TFunction } from './i18n';

// Times and dates of the signed-in pages, apart from the numbers of lib/format.ts: the public
// pages format counts and prices only, and load none of this (P9). Every name comes from the
// catalogue, none from Intl, whose Azerbaijani data Chrome lacks (issue 37, item 4; the shared
// `formatDate` is what the server writes with too).

const MINUTE_MS = 60_000;

/**
 * details.md section 9: 'İndi' under a minute, then minutes, hours and days ago up to six days,
 * then the date in the reader's language. `t` gives the texts (`chat.time.*`, `format.*`).
 */
export function formatRelativeTime(iso: string, now: Date, t: TFunction): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  const minutes = Math.floor(elapsed / MINUTE_MS);
  if (minutes < 1) return t('chat.time.now');
  if (minutes < 60) return t('chat.time.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('chat.time.hours', { count: hours });
  const days = Math.floor(hours / 24);
  if (days <= 6) return t('chat.time.days', { count: days });
  return formatDay(iso, t);
}

/** A day in the reader's language: "6 dek 2026", "6 дек. 2026 г.", "Dec 6, 2026". */
export function formatDay(iso: string, t: TFunction): string {
  return formatDate(new Date(iso), t, { month: 'short' });
}

/** A message's clock time, "14:05", the same in every language. */
export function formatClock(iso: string): string {
  return formatClockTime(new Date(iso));
}

/** A moment of the staff lists and the account's pages, "6 dek 2026, 07:38". */
export function formatDateTime(iso: string, t: TFunction): string {
  return formatDate(new Date(iso), t, { month: 'short', withTime: true });
}

/** A moment spelled out, "6 dekabr 2026, 07:38": when a suspension ends. */
export function formatLongDateTime(iso: string, t: TFunction): string {
  return formatDate(new Date(iso), t, { month: 'long', withTime: true });
}

/** How long something has waited, e.g. "3 hours ago", from whole minutes, in the page's language. */
export function formatWaited(minutes: number, t: TFunction): string {
  if (minutes < 60) return t('format.minutesAgo', { count: minutes });
  if (minutes < 48 * 60) return t('format.hoursAgo', { count: Math.floor(minutes / 60) });
  return t('format.daysAgo', { count: Math.floor(minutes / (24 * 60)) });
}
