import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { MemberLimit } from '../../infra/limits/member-limit';
import type { Metrics } from '../../infra/metrics/metrics';
import type { MembersService } from '../members';
import type { NoticeService } from '../notices';
import type { Notifier } from '../realtime';
import { consentStatement } from './consent-statement';
import { likeStatements } from './like-statement';
import { receivedStatements } from './received-statement';
import { relationStatements } from './relation-statement';
import { createLikesRepository } from './likes.repository';
import { likesRoutes } from './likes.routes';
import type { LikesDependencies } from './likes.deps';
import { createLikesService, noPremium, type Premium } from './likes.service';
import { createReceivedLikesRepository } from './received-likes.repository';

/** The hooks other modules give (family news, chat holds, ended calls) are the services' own. */
export type LikesModuleOptions = Pick<
  LikesDependencies,
  'onMatchEnded' | 'onFamilyNews' | 'chatHold'
> & {
  db: Database;
  clock: Clock;
  members: MembersService;
  notifier: Notifier;
  notices: NoticeService;
  limitActions: MemberLimit;
  premium?: Premium;
  metrics: Metrics;
};

/** Likes, matches, consent and unmatch (issue 9, items 4 and 6). */
export async function registerLikesModule(
  app: FastifyInstance,
  options: LikesModuleOptions,
): Promise<{ openHeldChat: (matchId: string) => Promise<void> }> {
  const likes = createLikesService({
    likes: createLikesRepository(options.db),
    likeWrites: likeStatements(options.db),
    answerConsent: consentStatement(options.db),
    readRelation: relationStatements(options.db),
    readReceived: receivedStatements(options.db),
    received: createReceivedLikesRepository(options.db),
    members: options.members,
    premium: options.premium ?? noPremium,
    notifier: options.notifier,
    notices: options.notices,
    clock: options.clock,
    log: app.log,
    metrics: options.metrics,
    ...(options.onMatchEnded ? { onMatchEnded: options.onMatchEnded } : {}),
    ...(options.onFamilyNews ? { onFamilyNews: options.onFamilyNews } : {}),
    chatHold: options.chatHold,
  });
  await app.register(likesRoutes, { likes, limitActions: options.limitActions });
  return { openHeldChat: likes.openHeldChat };
}
