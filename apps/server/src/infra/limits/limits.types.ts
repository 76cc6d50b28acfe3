/** SECURITY 31: how many of one kind of action a member (or an address) may take per window. */
export type LimitWindow = { max: number; windowMs: number };

/** A counter's answer: how many hits this window holds now, and when it ends. */
export type Counted = { count: number; resetInMs: number };

export type LimitVerdict = { allowed: boolean; count: number; retryAfterMs: number };

/**
 * The one counting mechanism of every per-member and per-address limit: Redis when
 * `REDIS_URL` is set (every node counts together), this node's own counters while Redis is
 * away or when there is none. Never throws, never waits long, never lets everything through.
 */
export type Limits = { hit(key: string, window: LimitWindow): Promise<LimitVerdict> };
