import { chatSharingAnswers, guardianRelations } from '../catalog/enums';
import { z } from '../zod';

/**
 * Issue 39, item 2 (decision 051, docs/api/chat-sharing.md): before a chat with a member whose
 * family reads their conversations opens, the other member is asked; the guardian reads copies
 * only of chats whose other member agreed, from the agreement on.
 */

const isoDateTime = z.iso.datetime();

export const chatSharingParamsSchema = z.object({ matchId: z.guid('validation.invalid') });

/** `POST /api/chat-sharing/:matchId/answer`: the asked member accepts or declines the copies. */
export const chatSharingAnswerRequestSchema = z.object({
  accept: z.boolean('validation.invalid'),
});
export type ChatSharingAnswerRequest = z.infer<typeof chatSharingAnswerRequestSchema>;

/**
 * One question about one guardian: `about` is the guarded member's first name, `relation` the
 * guardian's relation to them; `sharingRequired` says the chat does not open without copies.
 */
export const chatSharingQuestionSchema = z.object({
  about: z.string(),
  relation: z.enum(guardianRelations),
  answer: z.enum(chatSharingAnswers),
  sharingRequired: z.boolean(),
  askedAt: isoDateTime,
  answeredAt: isoDateTime.nullable(),
});
export type ChatSharingQuestion = z.infer<typeof chatSharingQuestionSchema>;

/**
 * Where a match held for the question stands: `waiting` until every question is answered,
 * `open` (the chat opened, with the copies agreed to), `closed` (declined where the guarded
 * member wants no chat without copies: final for both). `toMe` is what the viewer is asked (the
 * other member's guardian), `aboutMe` what the other member is asked about the viewer's own.
 */
export const chatSharingOutcomes = ['waiting', 'open', 'closed'] as const;
export type ChatSharingOutcome = (typeof chatSharingOutcomes)[number];

export const chatSharingStateSchema = z.object({
  matchId: z.string(),
  otherName: z.string(),
  outcome: z.enum(chatSharingOutcomes),
  toMe: chatSharingQuestionSchema.nullable(),
  aboutMe: chatSharingQuestionSchema.nullable(),
});
export type ChatSharingState = z.infer<typeof chatSharingStateSchema>;

/** `GET /api/chat-sharing`: the viewer's matches still waiting on a question, or closed by one. */
export const chatSharingListSchema = z.object({ items: z.array(chatSharingStateSchema) });
export type ChatSharingList = z.infer<typeof chatSharingListSchema>;

/** `GET /api/guardian/members/:memberId/chats`: the chats whose copies this guardian reads. */
export const guardianMemberParamsSchema = z.object({ memberId: z.guid('validation.invalid') });
export const guardianChatParamsSchema = guardianMemberParamsSchema.extend({
  matchId: z.guid('validation.invalid'),
});

export const guardianChatSchema = z.object({
  matchId: z.string(),
  /** The other member's first name and initial: the guardian is no match of theirs. */
  otherName: z.string(),
  /** When the other member agreed: the copies begin here. */
  sharedSince: isoDateTime,
  lastMessageAt: isoDateTime.nullable(),
});
export type GuardianChat = z.infer<typeof guardianChatSchema>;

export const guardianChatsSchema = z.object({
  memberName: z.string(),
  items: z.array(guardianChatSchema),
});
export type GuardianChats = z.infer<typeof guardianChatsSchema>;

/**
 * A copy of one message: text as written; a picture, a file or a call line shows as its kind
 * only (decision 051: the guardian reads words, never files).
 */
export const guardianMessageKinds = ['text', 'attachment', 'call'] as const;
export const guardianMessageSchema = z.object({
  id: z.string(),
  /** True when the followed member wrote it; false for the other member. */
  fromMember: z.boolean(),
  kind: z.enum(guardianMessageKinds),
  body: z.string().nullable(),
  createdAt: isoDateTime,
});
export type GuardianMessage = z.infer<typeof guardianMessageSchema>;

export const GUARDIAN_MESSAGES_PAGE = 50;

export const guardianMessagesQuerySchema = z.object({
  cursor: z.string().max(512, 'validation.invalid').optional(),
  limit: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(GUARDIAN_MESSAGES_PAGE),
});

/** Newest first; `nextCursor` pages to older ones. */
export const guardianMessagesPageSchema = z.object({
  otherName: z.string(),
  sharedSince: isoDateTime,
  items: z.array(guardianMessageSchema),
  nextCursor: z.string().nullable(),
});
export type GuardianMessagesPage = z.infer<typeof guardianMessagesPageSchema>;
