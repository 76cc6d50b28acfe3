import type { AccountLanguage as Language } from '@vusal/shared/catalog/countries';

const HOUR_MS = 60 * 60 * 1000;

export function greeting(language: Language, name: string | undefined): string {
  if (language === 'az') return name ? `Salam, ${name}!` : 'Salam!';
  if (language === 'ru') return name ? `Здравствуйте, ${name}!` : 'Здравствуйте!';
  return name ? `Hello ${name},` : 'Hello,';
}

/** "1 hour", "24 hours", "24 saat": plurals through Intl, never "hour(s)". */
export function formatDuration(language: Language, ms: number): string {
  const isWholeHours = ms % HOUR_MS === 0;
  const format = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: isWholeHours ? 'hour' : 'minute',
    unitDisplay: 'long',
  });
  return format.format(isWholeHours ? ms / HOUR_MS : Math.round(ms / 60_000));
}

export function formatDays(language: Language, days: number): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(days);
}
