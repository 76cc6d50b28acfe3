import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

const TOKEN_LIKE_SEGMENT = /\/[A-Za-z0-9_-]{20,}(?=\/|$)/g;

/**
 * Request URLs may carry verification or reset tokens: logs keep the path without its query
 * and with token-like segments masked (SECURITY 1). Cookies and credentials are redacted.
 */
export function safeUrl(url: string): string {
  return url.split('?')[0]!.replace(TOKEN_LIKE_SEGMENT, '/:redacted');
}

export function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const level = config.env === 'test' ? 'silent' : config.logLevel;
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: safeUrl(request.url),
        ip: request.ip,
      }),
    },
    ...(config.env === 'development'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
