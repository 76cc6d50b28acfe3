import type { Redis } from 'ioredis';

/**
 * Issue 35, item 2: whether every revocation made on another node reaches this one now.
 *
 * Sign-out, a new password, deactivation, deletion, a suspension and a ban end the member's
 * sockets through `disconnectUser`/`disconnectSession`, which reach every node over the bus
 * (the Socket.IO adapter's Redis streams). While the bus is up, a socket admitted after the last
 * change of the bus's state has heard of every end of its session that came since, so its
 * events need no database read to be authorized. The epoch changes whenever a Redis connection
 * of the adapter opens or drops: a message may have been lost then, and every socket is read
 * again from the database at its next event. While a connection is down there is no epoch and
 * every event is checked against the database, as before.
 *
 * One node without `REDIS_URL` (ARCHITECTURE "Scaling out": many nodes need Redis) makes every
 * change itself, so its epoch never changes. What no node announces (a row changed by hand or
 * by another program) is caught by the session follower within `SOCKET_SESSION_CHECK_MS`.
 */
export type BusHealth = {
  /** Changes whenever the bus may have lost a message; undefined while it is away. */
  epoch(): number | undefined;
  /** A Redis connection the bus depends on (the adapter's publisher, readers and subscriber). */
  watch(client: Redis): void;
};

export function createBusHealth(usesRedis: boolean): BusHealth {
  const clients: Redis[] = [];
  let epoch = 0;
  const changed = () => {
    epoch++;
  };
  return {
    epoch() {
      if (!usesRedis) return 0;
      // The publisher alone cannot hear other nodes: the adapter's readers come a moment later.
      if (clients.length < 2 || clients.some((client) => client.status !== 'ready')) {
        return undefined;
      }
      return epoch;
    },
    watch(client) {
      clients.push(client);
      changed();
      for (const event of ['ready', 'close', 'end', 'reconnecting']) client.on(event, changed);
    },
  };
}
