import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { MemberLimit } from '../../infra/limits/member-limit';
import type { Metrics } from '../../infra/metrics/metrics';
import type { MembersService } from '../members';
import type { NoticeService } from '../notices';
import type { Notifier } from '../realtime';
import { likeStatements } from './like-statement';
import { createLikesRepository } from './likes.repository';
import { likesRoutes } from './likes.routes';
import { createLikesService, noPremium, type ChatHold, type Premium } from './likes.service';
import { createReceivedLikesRepository } from './received-likes.repository';

export type LikesModuleOptions = {
  db: Database;
  clock: Clock;
  members: MembersService;
  notifier: Notifier;
  notices: NoticeService;
  limitActions: MemberLimit;
  premium?: Premium;
  metrics: Metrics;
  /** Embedded PGlite: one statement at a time, so a like needs one (likes.service.ts). */
  likesInTurn: boolean;
  /** Issue 40: an unmatch ends the match's calls. */
  onMatchEnded?: (matchId: string, reason: 'unmatched') => void;
  /** Issue 39: news for the member's guardian (the family module decides whether to tell). */
  onFamilyNews?: (
    memberId: string,
    kind: 'new-match' | 'chat-request',
    matchId: string,
    otherId: string,
  ) => void;
  /** Issue 39, item 2: a double consent waits for the question about a guardian. */
  chatHold?: ChatHold;
};

/** Likes, matches, consent and unmatch (issue 9, items 4 and 6). */
export async function registerLikesModule(
  app: FastifyInstance,
  options: LikesModuleOptions,
): Promise<{ openHeldChat: (matchId: string) => Promise<void> }> {
  const likes = createLikesService({
    likes: createLikesRepository(options.db),
    likeWrites: likeStatements(options.db),
    received: createReceivedLikesRepository(options.db),
    members: options.members,
    premium: options.premium ?? noPremium,
    notifier: options.notifier,
    notices: options.notices,
    clock: options.clock,
    log: app.log,
    metrics: options.metrics,
    likesInTurn: options.likesInTurn,
    ...(options.onMatchEnded ? { onMatchEnded: options.onMatchEnded } : {}),
    ...(options.onFamilyNews ? { onFamilyNews: options.onFamilyNews } : {}),
    ...(options.chatHold ? { chatHold: options.chatHold } : {}),
  });
  await app.register(likesRoutes, { likes, limitActions: options.limitActions });
  return { openHeldChat: likes.openHeldChat };
}
