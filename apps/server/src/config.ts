import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z.url().optional();

/**
 * Every setting the server reads, validated once at start-up (STYLE 9). Nothing else reads
 * process.env. `.env.example` and the README list the same variables with the same defaults.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: optionalUrl,
  TRUSTED_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'expected a redis:// or rediss:// URL')
    .optional(),
  SOCKET_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vüsal <no-reply@vusal.local>'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  AUTO_APPROVE_PROFILES: booleanFlag.default(false),
  SEED_DEMO: booleanFlag.optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  WEB_DIST_DIR: z.string().optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'expected a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'expected a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'expected a mailto: or https:// address')
    .optional(),
  // Decision 068: the push worker's pace. A burst of 1,000 pushes spreads over about a second.
  PUSH_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(64),
  PUSH_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(1000),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  // Issue 40: coturn's REST-API shared secret. Empty or unset: no relay (one machine only).
  TURN_URL: z.string().optional(),
  TURN_SECRET: z.string().optional(),
  BENCH: booleanFlag.default(false),
});

export type Environment = z.input<typeof environmentSchema>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid environment variable ${variable}: ${reason}`);
    this.name = 'ConfigError';
  }
}

function blankToUndefined(env: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** Fastify's trustProxy: a flag, a list of proxy addresses, or a hop count (as a function). */
function parseProxy(
  value: string | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value.split(',').map((entry) => entry.trim());
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = environmentSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? 'environment'), issue.message);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET', 'is required in production (32+ random characters)');
  }
  if (isProduction && !e.PUBLIC_URL) {
    throw new ConfigError('PUBLIC_URL', 'is required in production (the address users open)');
  }
  if (e.S3_BUCKET && !e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'S3_SECRET_ACCESS_KEY',
      'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }

  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'VAPID_PRIVATE_KEY',
      'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  }

  const turn = parseTurn(e.TURN_URL, e.TURN_SECRET);

  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const extraOrigins = (e.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new ConfigError('TRUSTED_ORIGINS', `"${origin}" is not a URL`);
      }
    });
  const isEmbedded = !e.DATABASE_URL;

  return {
    env: e.NODE_ENV,
    isProduction,
    logLevel: e.LOG_LEVEL,
    port: e.PORT,
    host: e.HOST,
    publicUrl: publicUrl.origin,
    trustedOrigins: [...new Set([publicUrl.origin, ...extraOrigins])],
    trustProxy: parseProxy(e.TRUST_PROXY),
    dataDir,
    database: {
      url: e.DATABASE_URL,
      // The embedded database's folder; the same shape `openDatabase` takes.
      dataDir: isEmbedded ? path.join(dataDir, 'db') : undefined,
      // PostgreSQL only (issue 20, item 6): the server cancels a statement that runs too long,
      // the driver gives up on a link that stopped answering; either way the request is a 503.
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    },
    redisUrl: e.REDIS_URL,
    /** SECURITY 39: how often each node checks its open sockets' sessions in the database. */
    socketSessionCheckMs: e.SOCKET_SESSION_CHECK_MS,
    sessionSecret: e.SESSION_SECRET,
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), password: e.ADMIN_PASSWORD },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    storage: e.S3_BUCKET
      ? {
          kind: 's3' as const,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local' as const, dir: path.join(dataDir, 'uploads') },
    /** Issue 26: web push. Unset keys are generated once into DATA_DIR (`resolveVapidKeys`). */
    push: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL ?? 'admin@vusal.az'}`,
      /** Decision 068: pushes in flight at once to each push service, and started a second. */
      pace: { maxInFlight: e.PUSH_MAX_IN_FLIGHT, perSecond: e.PUSH_PER_SECOND },
    },
    autoApproveProfiles: e.AUTO_APPROVE_PROFILES,
    /** SECURITY 4: requests per minute per IP on each sign-in, sign-up, reset and verification route. */
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    seedDemo: e.SEED_DEMO ?? isEmbedded,
    /** SECURITY 45: `/metrics` answers loopback, and anyone else only with this bearer token. */
    metricsToken: e.METRICS_TOKEN,
    /** Issue 40 (decision 047): the TURN relay calls go through; null without one. */
    turn,
    /** `BENCH=1` (never in production): adds the bare route the P1 benchmark compares against. */
    bench: e.BENCH && !isProduction,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(e.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

export type Config = ReturnType<typeof loadConfig>;

/**
 * `TURN_URL` is one or more comma-separated `turn:`/`turns:` URLs of one coturn (its listening
 * ports and transports); `TURN_SECRET` its `static-auth-secret`. Both or neither.
 */
function parseTurn(urlList: string | undefined, secret: string | undefined) {
  const urls = (urlList ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length === 0 && !secret) return null;
  if (urls.length === 0) throw new ConfigError('TURN_URL', 'is required when TURN_SECRET is set');
  if (!secret || secret.length < 16) {
    throw new ConfigError('TURN_SECRET', 'must be at least 16 characters when TURN_URL is set');
  }
  for (const url of urls) {
    if (!/^turns?:[^\s]+$/.test(url)) {
      throw new ConfigError('TURN_URL', `"${url}" is not a turn: or turns: URL`);
    }
  }
  return { urls, secret };
}

/** `loadConfig()` for an entry point: an invalid setting is one clear line and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
