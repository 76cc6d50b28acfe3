import type { ClientToServerEvents } from '@vusal/shared/events';
import type { LimitWindow } from './limits.types';

/**
 * SECURITY 31 and issue 20, item 4: every event a client may send has a budget per member, so
 * no event reaches the database more often than its budget, whatever a client sends.
 * Generous for a person (a reconnect syncs every open chat; each incoming message is
 * acknowledged as delivered), far below what would load the database.
 */
export type SocketLimits = Record<keyof ClientToServerEvents, LimitWindow>;

export const defaultSocketLimits: SocketLimits = {
  'message:send': { max: 30, windowMs: 10_000 },
  'message:delivered': { max: 120, windowMs: 10_000 },
  'message:read': { max: 60, windowMs: 10_000 },
  'chat:sync': { max: 60, windowMs: 10_000 },
  typing: { max: 20, windowMs: 10_000 },
  'presence:get': { max: 60, windowMs: 60_000 },
  'badges:get': { max: 30, windowMs: 10_000 },
  // Issue 40: a person places a few calls a minute at most; the cool-down limits the rest.
  'call:start': { max: 10, windowMs: 60_000 },
  'call:accept': { max: 20, windowMs: 60_000 },
  'call:decline': { max: 20, windowMs: 60_000 },
  'call:end': { max: 30, windowMs: 60_000 },
  // A call's set-up sends an offer or answer and a burst of ICE candidates, and an ICE restart
  // another round.
  'call:signal': { max: 200, windowMs: 10_000 },
};

/** One budget for every event: what benchmarks and property tests lift the limits with. */
export const uniformSocketLimits = (window: LimitWindow): SocketLimits =>
  Object.fromEntries(
    Object.keys(defaultSocketLimits).map((event) => [event, window]),
  ) as SocketLimits;
