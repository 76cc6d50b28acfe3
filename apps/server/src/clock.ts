/** The one source of "now" for rules with time in them, so tests can move it (expiry, purge). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` whole days before `moment`. */
export const daysBefore = (moment: Date, days: number): Date =>
  new Date(moment.getTime() - days * DAY_MS);
