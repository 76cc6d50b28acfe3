import { Counter, Gauge, type Registry } from 'prom-client';

/** One moderation queue as the moderation module's queue summary reads it. */
export type QueueCount = { queue: string; size: number; oldestWaitSeconds: number | null };

/** What the gauges read on each scrape: the app's parts, never a copy of their state. */
export type GaugeSources = {
  openSockets(): number;
  /** Statements sent to the database since it opened (`DatabaseHandle.statements`). */
  databaseStatements(): number;
  /** PostgreSQL's pool; absent on PGlite, one connection in this process with no pool to watch. */
  databasePool?: () => { total: number; idle: number; waiting: number };
  /** The ioredis client's status; absent when Redis is not configured. */
  redisStatus?: () => string;
  /** Every moderation queue's size and oldest wait (issue 36, item 2). */
  queueSummary?: () => Promise<readonly QueueCount[]>;
};

/** Gauges read when Prometheus scrapes (prom-client's `collect`), so nothing polls between. */
export function addGauges(registry: Registry, sources: GaugeSources): void {
  const registers = [registry];
  new Gauge({
    name: 'vusal_open_sockets',
    help: 'Socket.IO connections open on this node.',
    registers,
    collect() {
      this.set(sources.openSockets());
    },
  });
  new Counter({
    name: 'vusal_db_statements_total',
    help: 'Statements sent to the database: round trips, as the benchmarks count them per operation.',
    registers,
    collect() {
      this.reset();
      this.inc(sources.databaseStatements());
    },
  });
  const { databasePool, redisStatus, queueSummary } = sources;
  if (databasePool) {
    new Gauge({
      name: 'vusal_db_pool_connections',
      help: 'PostgreSQL pool: connections in use, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const pool = databasePool();
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }
  if (redisStatus) {
    new Gauge({
      name: 'vusal_redis_up',
      help: '1 while the Redis client is connected and ready, 0 otherwise.',
      registers,
      collect() {
        this.set(redisStatus() === 'ready' ? 1 : 0);
      },
    });
  }
  if (queueSummary) addQueueGauges(registers, queueSummary);
}

function addQueueGauges(registers: Registry[], queueSummary: () => Promise<readonly QueueCount[]>) {
  // One query per scrape: a registry collects every metric at once, so the second gauge's
  // collect finds the first one's question still pending and shares its answer.
  let pending: Promise<readonly QueueCount[] | undefined> | undefined;
  const read = () => {
    pending ??= queueSummary()
      // The database away: the gauges go absent for this scrape rather than failing all of it.
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  const labelNames = ['queue'] as const;
  new Gauge({
    name: 'vusal_moderation_queue_size',
    help: 'Items waiting in each moderation queue.',
    labelNames,
    registers,
    async collect() {
      this.reset();
      for (const { queue, size } of (await read()) ?? []) this.set({ queue }, size);
    },
  });
  new Gauge({
    name: 'vusal_moderation_queue_oldest_seconds',
    help: "How long each moderation queue's oldest item has waited; 0 when the queue is empty.",
    labelNames,
    registers,
    async collect() {
      this.reset();
      for (const { queue, oldestWaitSeconds } of (await read()) ?? []) {
        this.set({ queue }, oldestWaitSeconds ?? 0);
      }
    },
  });
}
