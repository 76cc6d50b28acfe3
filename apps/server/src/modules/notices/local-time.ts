import { wallClock } from '@vusal/shared/locale/format-date';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The date ("2026-11-26") and minute of the day at `at` on a wall clock in `timeZone`. */
export function localClock(at: Date, timeZone: string): { date: string; minutes: number } {
  const clock = wallClock(at, timeZone);
  return {
    date: `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`,
    minutes: clock.hour * 60 + clock.minute,
  };
}

/** "08:30" → 510. */
export function minutesOf(clockTime: string): number {
  const [hours, minutes] = clockTime.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export type QuietHours = { from: string | null; to: string | null; timeZone: string };

/** Quiet hours may span midnight (23:00–08:00); equal ends or none mean never quiet. */
export function isQuiet(at: Date, quiet: QuietHours): boolean {
  if (quiet.from === null || quiet.to === null) return false;
  const { minutes } = localClock(at, quiet.timeZone);
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return false;
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}
