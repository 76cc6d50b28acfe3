/**
 * Dates written with the site's own month names and patterns (the catalogues' `format` group),
 * never with `Intl`'s: Chrome ships no Azerbaijani calendar data and writes "2026 M12 6 07:38"
 * for `az` (issue 37, item 4; docs/decisions/042-dates-and-mail-links-in-the-readers-locale.md).
 * The browser and the server use this one function, so a date reads the same on a screen, in a
 * mail and in an export; the tests check it against Node's full CLDR data.
 */

export const monthNumbers = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
] as const;
type MonthNumber = (typeof monthNumbers)[number];

/** The catalogue texts a date is written with: a month's name as a date says it ("6 декабря"). */
export type DateTextKey =
  | 'format.date'
  | 'format.dateTime'
  | `format.months.${MonthNumber}`
  | `format.monthsShort.${MonthNumber}`;

/** Reads a text of the reader's catalogue, placeholders left in (`t(key)` on the web). */
export type DateTexts = (key: DateTextKey) => string;

export type DateFormat = {
  /** "6 dekabr 2026" / "December 6, 2026", or "6 dek 2026" / "Dec 6, 2026". */
  month: 'long' | 'short';
  /** Adds the clock time, "07:38": 24 hours in every language, as the chat's times. */
  withTime?: boolean;
  /** The wall clock the moment is read on; the runtime's own (the reader's browser) when unset. */
  timeZone?: string;
};

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

/** The calendar date and time of `at` on a wall clock in `timeZone` (the runtime's when unset). */
export function wallClock(at: Date, timeZone?: string): WallClock {
  if (timeZone === undefined) {
    return {
      year: at.getFullYear(),
      month: at.getMonth() + 1,
      day: at.getDate(),
      hour: at.getHours(),
      minute: at.getMinutes(),
    };
  }
  // Numbers only, from a locale every runtime has: no month name comes from Intl.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const clockText = (clock: WallClock) => `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;

function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : placeholder,
  );
}

/** "6 dekabr 2026, 07:38", "6 декабря 2026 г.", "Dec 6, 2026": see `DateFormat`. */
export function formatDate(at: Date, texts: DateTexts, format: DateFormat): string {
  const clock = wallClock(at, format.timeZone);
  const month = String(clock.month) as MonthNumber;
  const date = fill(texts('format.date'), {
    day: String(clock.day),
    month: texts(
      format.month === 'long' ? `format.months.${month}` : `format.monthsShort.${month}`,
    ),
    year: String(clock.year),
  });
  if (!format.withTime) return date;
  return fill(texts('format.dateTime'), { date, time: clockText(clock) });
}

/** A day of the calendar ("1995-03-15", a date of birth) as the reader writes it, long. */
export function formatCalendarDay(isoDay: string, texts: DateTexts): string {
  return formatDate(new Date(`${isoDay}T00:00:00Z`), texts, { month: 'long', timeZone: 'UTC' });
}

/** The time of day as the chat shows it, "14:05", the same in every language. */
export function formatClockTime(at: Date, timeZone?: string): string {
  return clockText(wallClock(at, timeZone));
}
