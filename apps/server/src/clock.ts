/** The one source of "now" for rules with time in them, so tests can move it (expiry, purge). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` whole days before `moment`. */
export const daysBefore = (moment: Date, days: number): Date =>
  new Date(moment.getTime() - days * DAY_MS);

/**
 * Issue 34, item 12: how long something has waited, in whole minutes, never negative. Queue
 * waits are computed here, on the server's one clock, so a skewed database or browser clock
 * cannot show "-1 min".
 */
export const minutesSince = (since: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
