import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Job } from '../../infra/jobs';
import type { MediaService } from '../media';
import { createVerificationRepository } from './verification.repository';
import { verificationReviewRoutes, verificationRoutes } from './verification.routes';
import { createVerificationService } from './verification.service';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Issue 23 (decision 031): the selfie check, its moderators' queue, and the job deleting
 * decided selfies. Needs the auth module first (`request.user`).
 */
export async function registerVerificationModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    media: MediaService;
    clock: Clock;
    log: { warn(o: object, m: string): void };
  },
): Promise<{ jobs: Job[] }> {
  const verification = createVerificationService({
    ...deps,
    verifications: createVerificationRepository(deps.db),
  });
  await app.register(verificationRoutes, { verification });
  await app.register(verificationReviewRoutes, { verification });
  const purge: Job = {
    name: 'purge-decided-selfies',
    intervalMs: PURGE_INTERVAL_MS,
    run: (tx) => verification.purgeExpired(tx),
  };
  return { jobs: [purge] };
}
