import type { onRouteHookHandler } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { LimitWindow } from './infra/limits/limits.types';
import type { GaugeSources } from './infra/metrics/gauges';
import type { SocketLimits } from './infra/limits/socket-limits';
import type { Mailer } from './infra/mail/mail.types';
import type { Storage } from './infra/storage/storage.types';
import type { AuthLimits } from './modules/auth/auth.types';
import type { Premium } from './modules/likes/likes.service';
import type { VapidKeys } from './vapid-keys';

/** What `buildApp` is given: the server its configuration and services, a test its stand-ins. */
export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  sessionSecret: string;
  /** Web push keys (issue 26); the server resolves them once, tests and benchmarks get fresh ones. */
  vapidKeys?: VapidKeys;
  /** Tests and benchmarks aim devices at a push service of their own. */
  allowPushEndpoint?: (endpoint: URL) => boolean;
  /** Issue 40: how long a call rings (tests shorten it). */
  callRingMs?: number;
  pushRetryDelaysMs?: readonly number[];
  /** Readiness beyond a ping, e.g. "migrations applied"; throws with the reason when not ready. */
  assertDatabaseReady?: () => void;
  clock?: Clock;
  mailer?: Mailer;
  storage?: Storage;
  authLimits?: AuthLimits;
  /** Scheduled jobs run only in a serving process, never in tests unless they ask. */
  runJobs?: boolean;
  /** Tests list every route (and its schemas) here, to send each field hostile input. */
  onRoute?: onRouteHookHandler;
  /** SECURITY 31: likes and passes per member and window; reports have their own budget. */
  actionLimits?: LimitWindow;
  /** Issue 39: family invitations per member (tests lower it to see the refusal). */
  invitationLimits?: LimitWindow;
  /** SECURITY 31 for every client socket event; tests lower them. */
  socketLimits?: Partial<SocketLimits>;
  reportLimits?: LimitWindow;
  /** Who may superlike (SECURITY 16); nobody until payments exist (D3). */
  premium?: Premium;
  /** Redis keys (event stream, limit counters) live under it; tests sharing one Redis give each app its own. */
  redisNamespace?: string;
  /**
   * The moderation queues' sizes and oldest waits for the operators' gauges (issue 36): the
   * moderation module's own `queueSummary` unless a test gives another.
   */
  queueSummary?: GaugeSources['queueSummary'];
  /** Tests read every log line here (at trace level) to prove nothing secret is logged. */
  logStream?: { write(line: string): void };
};
