/** The date ("2026-11-26") and minute of the day at `at` on a wall clock in `timeZone`. */
export function localClock(at: Date, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
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
