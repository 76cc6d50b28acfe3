import type { Clock } from '../../clock';
import type { Metrics } from '../../infra/metrics/metrics';
import type { MembersService } from '../members';
import type { NoticeService } from '../notices';
import type { Notifier } from '../realtime';
import type { consentStatement } from './consent-statement';
import type { likeStatements } from './like-statement';
import type { LikesRepository } from './likes.repository';
import type { ReceivedLikesRepository } from './received-likes.repository';
import type { receivedStatements } from './received-statement';
import type { relationStatements } from './relation-statement';

export type Premium = { isPremium(userId: string): Promise<boolean> };

/** D3: no payments are taken yet, so nobody is premium and every superlike is refused. */
export const noPremium: Premium = { isPremium: async () => false };

/**
 * Issue 39, item 2 (decision 051): the chat-sharing module's say in a double consent. Whether
 * a guardian of either member reads chats, so the chat must wait for the other member's
 * answer, the consent's statement reads itself (decision 063); `held` asks, after the commit.
 */
export type ChatHold = {
  held(matchId: string, memberId: string): Promise<void>;
};

/** A member's news for their guardian: `otherId` is the other member of the match. */
export type FamilyNews = {
  memberId: string;
  kind: 'new-match' | 'chat-request';
  matchId: string;
  otherId: string;
};

/** What the likes module's services work with (likes.service.ts puts them together). */
export type LikesDependencies = {
  /**
   * Issue 39: members' new matches, or a chat request to one (the other said yes first); the
   * family module tells their guardians, if the members allow it, with one read for all of
   * them (issue 35, item 5). After the commit.
   */
  onFamilyNews?: (news: FamilyNews[]) => void;
  chatHold: ChatHold;
  /** Issue 40: the match ended; its calls end too. */
  onMatchEnded?: (matchId: string, reason: 'unmatched') => void;
  likes: LikesRepository;
  /** The like's own prepared statements (issue 35, item 4). */
  likeWrites: ReturnType<typeof likeStatements>;
  /** The consent answer's prepared statement (issue 35, P11). */
  answerConsent: ReturnType<typeof consentStatement>;
  /** The profile view's relation in one prepared statement (decision 065). */
  readRelation: ReturnType<typeof relationStatements>;
  /** The likes page in one prepared statement (decision 065). */
  readReceived: ReturnType<typeof receivedStatements>;
  received: ReceivedLikesRepository;
  members: MembersService;
  premium: Premium;
  notifier: Notifier;
  notices: NoticeService;
  clock: Clock;
  log: { warn(o: object, m: string): void };
  metrics: Metrics;
};
