import type { SessionUser } from '@vusal/shared/schemas/session';
import type { Clock } from '../../clock';
import type { MediaService } from '../media';
import type { Mailer } from '../../infra/mail/mail.types';
import type { Metrics } from '../../infra/metrics/metrics';
import type { AuthRepositories } from './auth.repositories';
import type { TokenHasher } from './tokens';

export type AuthLimits = {
  /** SECURITY 3: failures of one e-mail, from any IP, within the window, before sign-in is refused. */
  accountFailures: number;
  accountWindowMs: number;
  /** SECURITY 4: requests per IP and window on each sign-in, sign-up, reset and verification route. */
  ipRequests: number;
  ipWindowMs: number;
  /** Issue 7, A6: mails of one kind a stranger can trigger, per recipient and window. */
  mailsPerRecipient: number;
  mailWindowMs: number;
};

export const defaultAuthLimits: AuthLimits = {
  accountFailures: 10,
  accountWindowMs: 15 * 60 * 1000,
  ipRequests: 20,
  ipWindowMs: 60 * 1000,
  mailsPerRecipient: 3,
  mailWindowMs: 60 * 60 * 1000,
};

export type AuthDependencies = {
  repositories: AuthRepositories;
  hasher: TokenHasher;
  clock: Clock;
  mailer: Mailer;
  media: MediaService;
  publicUrl: string;
  adminEmail: string | undefined;
  autoApproveProfiles: boolean;
  limits: AuthLimits;
  metrics: Metrics;
  log: {
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
};

/** The signed-in person as every guard and handler sees it. */
export type RequestUser = SessionUser & { sessionId: string; sessionExpiresAt: Date };

export type RequestContext = { ip: string; userAgent?: string };
