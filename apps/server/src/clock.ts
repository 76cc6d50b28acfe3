/** The one source of "now" for rules with time in them, so tests can move it (expiry, purge). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
