import { EXPLORE_AGE } from '@vusal/shared/catalog/constants';
import { citySlugs, type CitySlug } from '@vusal/shared/catalog/cities';
import { relationshipGoals, type RelationshipGoal } from '@vusal/shared/catalog/enums';
import type { CallsOptIn } from '@vusal/shared/schemas/calls';
import type { ChatTab } from '@vusal/shared/schemas/chat';
import type { FamilyMeetings } from '@vusal/shared/schemas/family-meetings';
import type { AppliedFilters, CandidatePage } from '@vusal/shared/schemas/discovery';
import type { PhotoReveal, Relation } from '@vusal/shared/schemas/likes';
import type { MemberNotices } from '@vusal/shared/schemas/moderation';
import { moderationQueues } from '@vusal/shared/schemas/queues';
import { previewOwnAnswers } from './sample-answers';
import { previewChatList, previewMessages, sampleMatchId, sentInPreview } from './sample-chats';
import {
  previewBadges,
  previewMatches,
  previewProfiles,
  previewReceivedLikes,
} from './sample-data';
import { PreviewModeError, type Preview } from './preview-state';
import { previewVerification, previewVerifications } from './sample-verification';

/**
 * What the API client does with a request while admin preview mode is on (spec section 4,
 * "Admin mode": sample data, saves and sends simulated, no server writes):
 * - `answer`: a read the sample data answers; the server is not asked;
 * - `send`: a read the sample data does not cover (the admin's own profile, settings, the
 *   admin panel but its verification queue) or the sign-out, which ends the admin's own session (details.md);
 * - `refuse`: any other write. The mutation layer already simulates every write, so a refusal
 *   means a write that bypassed it: it fails instead of reaching the server.
 */
export type PreviewDecision =
  { kind: 'answer'; body: unknown } | { kind: 'send' } | { kind: 'refuse' };

type Read = (url: URL, preview: Preview) => unknown;

const onePage = <T>(items: readonly T[]) => ({ items, nextCursor: null, total: items.length });

/** Nobody in the samples has been liked or matched by the admin: every button is offered. */
const noRelation: Relation = { liked: false, likedMe: false, match: null };

const noNotices: MemberNotices = { warning: null, verificationRequired: null };

const reads: { path: RegExp; read: Read }[] = [
  { path: /^\/api\/discovery\/browse$/, read: (url) => candidates(url) },
  { path: /^\/api\/discovery\/explore$/, read: (url) => candidates(url) },
  { path: /^\/api\/likes\/received$/, read: () => onePage(previewReceivedLikes) },
  { path: /^\/api\/matches$/, read: () => onePage(previewMatches) },
  { path: /^\/api\/relations\/[^/]+$/, read: () => noRelation },
  // The sample admin shows their photos to everyone: no reveal to offer in a chat (issue 38).
  {
    path: /^\/api\/matches\/[^/]+\/photo-reveal$/,
    read: (): PhotoReveal => ({ revealed: false, visibility: 'everyone' }),
  },
  // Calls are off in the sample chats (issue 40); turning them on is simulated like any write.
  {
    path: /^\/api\/matches\/[^/]+\/calls$/,
    read: (): CallsOptIn => ({ mine: false, both: false }),
  },
  // The sample chats are new: no request for the families to meet yet (issue 39).
  {
    path: /^\/api\/matches\/[^/]+\/family-meetings$/,
    read: (): FamilyMeetings => ({
      meetings: [],
      canSend: false,
      reason: 'chat_too_young',
      allowedFrom: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    }),
  },
  { path: /^\/api\/badges$/, read: () => previewBadges },
  // Nobody visits a sample (decision 045): the admin's own visitors stay on the server.
  { path: /^\/api\/visitors$/, read: () => ({ items: [], nextCursor: null }) },
  // The sample matches have no family asking anything (issue 39): no question over the samples.
  { path: /^\/api\/chat-sharing$/, read: () => ({ items: [] }) },
  // The compatibility questions open with the admin's sample answers (issue 27, item 6).
  { path: /^\/api\/compatibility\/answers$/, read: () => ({ answers: previewOwnAnswers }) },
  // The moderators' verification queue holds one sample selfie (issue 23); deciding it is
  // simulated by the mutation layer like every write.
  { path: /^\/api\/admin\/verifications$/, read: () => previewVerifications },
  // The queues' counts agree with the samples: one selfie waits, nothing else (issue 34).
  {
    path: /^\/api\/moderation\/queues$/,
    read: () => ({
      queues: moderationQueues.map((queue) => ({
        queue,
        size: queue === 'selfies' ? previewVerifications.items.length : 0,
        oldestWaitSeconds:
          queue === 'selfies' ? (previewVerifications.items[0]?.waitedMinutes ?? 0) * 60 : null,
      })),
    }),
  },
  // The sample member's selfie check is under way (issue 23).
  { path: /^\/api\/verification$/, read: () => previewVerification },
  // The sample member has no moderation notices.
  { path: /^\/api\/moderation\/notices$/, read: () => noNotices },
  {
    path: /^\/api\/chats$/,
    read: (url) =>
      previewChatList(
        (url.searchParams.get('tab') ?? 'active') as ChatTab,
        url.searchParams.get('q') ?? '',
      ),
  },
  {
    path: /^\/api\/chats\/[^/]+\/messages$/,
    read: (url, preview) =>
      // Only the newest page is sample: the sample chat has nothing older or newer.
      isSampleChat(url) && !url.searchParams.has('before') && !url.searchParams.has('after')
        ? { messages: previewMessages(preview.userId), hasMore: false }
        : { messages: [], hasMore: false },
  },
];

const isSampleChat = (url: URL) => url.pathname.split('/')[3] === sampleMatchId;

/** The writes that are sent in preview too. */
const sentWrites = new Set(['POST /api/auth/sign-out']);

type Write = (url: URL, preview: Preview, body: unknown) => unknown;

/** Writes below the mutation layer that the sample data answers as the server would. */
const answeredWrites: { route: RegExp; write: Write }[] = [
  // A page marks its badges viewed as it opens (lib/badges.ts).
  { route: /^POST \/api\/badges\/viewed$/, write: () => previewBadges },
  // A file sent in a chat is shown as sent, like a text (the socket's preview answers those).
  { route: /^POST \/api\/chats\/[^/]+\/attachments$/, write: sentAttachment },
];

function sentAttachment(url: URL, preview: Preview, body: unknown) {
  const clientId = body instanceof FormData ? body.get('clientId') : null;
  const file = body instanceof FormData ? body.get('file') : null;
  if (typeof clientId !== 'string' || !(file instanceof File)) throw new PreviewModeError();
  const matchId = url.pathname.split('/')[3] ?? '';
  return { message: sentInPreview({ matchId, clientId, senderId: preview.userId }, { file }) };
}

/** Browse and explore: the three sample profiles, whatever the filters; the filters echoed. */
function candidates(url: URL): CandidatePage {
  const params = url.searchParams;
  const city = params.get('city');
  const goals = (params.get('goals') ?? '').split(',');
  const filters: AppliedFilters = {
    minAge: Number(params.get('minAge') ?? EXPLORE_AGE.min),
    maxAge: Number(params.get('maxAge') ?? EXPLORE_AGE.max),
    city: citySlugs.includes(city as CitySlug) ? (city as CitySlug) : null,
    goals: relationshipGoals.filter((goal: RelationshipGoal) => goals.includes(goal)),
    order: params.get('order') === 'best' ? 'best' : 'newest',
    showEveryone: false,
    verifiedOnly: params.get('verifiedOnly') === 'true',
  };
  return {
    // The preview has no answers to compare (issue 27).
    items: previewProfiles.map((profile) => ({ ...profile, compatibility: null })),
    nextCursor: null,
    total: { count: previewProfiles.length, isCapped: false },
    filters,
  };
}

export function decideInPreview(
  method: string,
  path: string,
  preview: Preview,
  body?: unknown,
): PreviewDecision {
  const url = new URL(path, 'http://preview.invalid');
  const verb = method.toUpperCase();
  if (verb === 'GET' || verb === 'HEAD') {
    const known = reads.find((route) => route.path.test(url.pathname));
    return known ? { kind: 'answer', body: known.read(url, preview) } : { kind: 'send' };
  }
  const route = `${verb} ${url.pathname}`;
  const answered = answeredWrites.find((write) => write.route.test(route));
  if (answered) return { kind: 'answer', body: answered.write(url, preview, body) };
  return sentWrites.has(route) ? { kind: 'send' } : { kind: 'refuse' };
}
