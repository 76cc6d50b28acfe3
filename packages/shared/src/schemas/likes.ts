import { photoVisibilities } from '../catalog/enums';
import { z } from '../zod';
import { profilePreviewSchema } from './profile';
import { userIdSchema } from './discovery';
import { reportFields } from './reports';

/**
 * Likes, matches, consent, unmatch, block, report and the dashboard badges (docs/api/discovery.md).
 * Every answer is serialized through these, so nothing beyond them leaks (SECURITY 11, 12).
 */

export const LIKES_PAGE_SIZE = 20;
export const LIKES_PAGE_SIZE_MAX = 50;

const isoDateTime = z.iso.datetime();

export const pageQuerySchema = z.object({
  cursor: z.string().max(512, 'validation.invalid').optional(),
  limit: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(LIKES_PAGE_SIZE_MAX, 'validation.invalid')
    .default(LIKES_PAGE_SIZE),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

export const likeKinds = ['like', 'superlike'] as const;
export type LikeKind = (typeof likeKinds)[number];

/** `POST /api/likes`. A superlike needs premium (SECURITY 16): 403 PREMIUM_REQUIRED otherwise. */
export const likeRequestSchema = z.object({
  userId: userIdSchema,
  kind: z.enum(likeKinds, 'validation.invalidChoice').default('like'),
});
export type LikeRequest = z.input<typeof likeRequestSchema>;

/**
 * The six labels of a match (product.md section 4, "Match chat consent"), from the viewer's
 * side: `new` both unanswered; `waitingOther` own yes, other unanswered; `waitingMe` own
 * unanswered, other yes; `open` chat opened (both yes); `declined` any no; `pending` otherwise.
 */
export const matchStatuses = [
  'new',
  'waitingOther',
  'waitingMe',
  'open',
  'declined',
  'pending',
] as const;
export type MatchStatus = (typeof matchStatuses)[number];

/** The label for one side's view of a match; the one rule both server and client use. */
export function matchStatus(
  myAnswer: boolean | null,
  otherAnswer: boolean | null,
  chatOpen: boolean,
): MatchStatus {
  if (myAnswer === null && otherAnswer === null) return 'new';
  if (myAnswer === true && otherAnswer === null) return 'waitingOther';
  if (myAnswer === null && otherAnswer === true) return 'waitingMe';
  if (chatOpen) return 'open';
  if (myAnswer === false || otherAnswer === false) return 'declined';
  return 'pending';
}

/**
 * A match as one member sees it. `other` is the other member's preview (the full profile is
 * at `GET /api/profiles/:userId`, which a mutual match unlocks). Consent buttons show only
 * while `myAnswer` is null (D14: each side answers once, for themselves).
 */
export const matchSchema = z.object({
  matchId: z.string(),
  createdAt: isoDateTime,
  other: profilePreviewSchema,
  myAnswer: z.boolean().nullable(),
  otherAnswer: z.boolean().nullable(),
  chatOpen: z.boolean(),
  status: z.enum(matchStatuses),
});
export type MatchView = z.infer<typeof matchSchema>;

/**
 * `POST /api/likes` 201. `matched`: the like was mutual and this request made the match
 * ('🎉 Match yarandı!'); `liked`: stored, no match yet ('Bəyəndiniz!').
 */
export const likeResultSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('liked'), kind: z.enum(likeKinds) }),
  z.object({ result: z.literal('matched'), kind: z.enum(likeKinds), match: matchSchema }),
]);
export type LikeResult = z.infer<typeof likeResultSchema>;

/** Someone who liked me and is not matched with me yet; newest first. */
export const receivedLikeSchema = z.object({
  likeId: z.string(),
  createdAt: isoDateTime,
  isSuper: z.boolean(),
  from: profilePreviewSchema,
});
export type ReceivedLike = z.infer<typeof receivedLikeSchema>;

/** `GET /api/likes/received`: `total` on the first page only (the tab's count badge). */
export const receivedLikesPageSchema = z.object({
  items: z.array(receivedLikeSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nullable(),
});
export type ReceivedLikesPage = z.infer<typeof receivedLikesPageSchema>;

/** `GET /api/matches`: newest first; `total` on the first page only. */
export const matchesPageSchema = z.object({
  items: z.array(matchSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nullable(),
});
export type MatchesPage = z.infer<typeof matchesPageSchema>;

export const matchParamsSchema = z.object({ matchId: z.guid('validation.invalid') });

/**
 * `POST /api/matches/:matchId/consent`: the viewer's own answer, once (409 CONSENT_ALREADY_GIVEN);
 * never after the other's no (409 CHAT_DECLINED).
 */
export const consentRequestSchema = z.object({ answer: z.boolean('validation.invalid') });
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/**
 * `GET /api/relations/:userId`: where the viewer stands with one person, for the profile
 * view's buttons (Bəyən / Bəyəndin, 'Mesaj göndər' when the chat is open).
 */
export const relationSchema = z.object({
  liked: z.boolean(),
  likedMe: z.boolean(),
  match: z.object({ matchId: z.string(), chatOpen: z.boolean() }).nullable(),
});
export type Relation = z.infer<typeof relationSchema>;

export const userParamsSchema = z.object({ userId: userIdSchema });

/** `POST /api/blocks`: hides both people from each other everywhere (S2, SECURITY 14). */
export const blockRequestSchema = z.object({ userId: userIdSchema });
export type BlockRequest = z.infer<typeof blockRequestSchema>;

/**
 * `GET /api/blocks`: the people I blocked, newest first, for unblocking in settings. `name` is
 * what a stranger sees ("Aysel M.", decision 018).
 */
export const blockedPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  blockedAt: isoDateTime,
});
export const blocksListSchema = z.object({ items: z.array(blockedPersonSchema) });
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

/** `POST /api/reports`: a report about a profile, for the moderation queue (issue 24). */
export const reportRequestSchema = z.object({
  userId: userIdSchema,
  ...reportFields,
  /** Also block the person in the same step. */
  block: z.boolean().default(false),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;

/** Dashboard sections whose badges count what arrived since the member last looked (S5). */
export const badgeSections = ['likes', 'matches', 'explore', 'visitors'] as const;
export type BadgeSection = (typeof badgeSections)[number];

/**
 * `GET /api/badges`: new likes, new matches and new candidates since the member last viewed
 * each; `visitors` the members who opened the profile since the visitors list was last opened
 * (decision 045); `messages` counts unread messages in open chats. The client shows 9+ above 9.
 * `totals` are the dashboard stats (likes received, matches, open chats).
 */
export const badgesSchema = z.object({
  likes: z.number().int(),
  matches: z.number().int(),
  explore: z.number().int(),
  visitors: z.number().int(),
  messages: z.number().int(),
  totals: z.object({
    likesReceived: z.number().int(),
    matches: z.number().int(),
    openChats: z.number().int(),
  }),
});
export type Badges = z.infer<typeof badgesSchema>;

/** `POST /api/badges/viewed`: the likes screen marks `likes` and `matches`. */
export const badgesViewedSchema = z.object({
  sections: z
    .array(z.enum(badgeSections, 'validation.invalidChoice'))
    .min(1)
    .max(badgeSections.length),
});
export type BadgesViewed = z.infer<typeof badgesViewedSchema>;

/**
 * Issue 38, item 2: whether I show my photos as they are to the other member of a match, and my
 * photo choice (a reveal matters only with `revealed`).
 */
export const photoRevealSchema = z.object({
  revealed: z.boolean(),
  visibility: z.enum(photoVisibilities),
});
export type PhotoReveal = z.infer<typeof photoRevealSchema>;
