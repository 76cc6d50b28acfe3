import { and, asc, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { isVisibleProfile, notBlockedEitherWay } from '../members';
import { createExportFamilyQueries } from './export-family';
import {
  compatibilityAnswers,
  likes,
  matches,
  messages,
  preferences,
  profilePhotos,
  profiles,
  profileVisits,
  pushSubscriptions,
  reports,
  user,
  verifications,
} from '../../db/schema';

// What a member may take away of their own (issue 36, item 5). Staff-only columns (who
// approved, moderator notes, the sign-up device, contact-details marks) stay out.
const {
  id: _id,
  userId: _userId,
  isDemo: _isDemo,
  approvedBy: _approvedBy,
  signUpDevice: _signUpDevice,
  ...ownProfileColumns
} = getTableColumns(profiles);

/** The other member of a match, as the member knows them: named in full only in a live match. */
const partnerOf = (userId: string) =>
  sql<
    string | null
  >`case when ${matches.user1Id} = ${userId} then ${matches.user2Id} else ${matches.user1Id} end`;

const nameOf = (otherId: SQL | PgColumn) =>
  sql<string | null>`(select p.full_name from profiles p where p.user_id = ${otherId})`;

/** Whether the member and `otherId` have a match that has not ended (decision 018). */
const inLiveMatch = (userId: string, otherId: PgColumn) =>
  sql<boolean>`exists (select 1 from matches m where m.ended_at is null
    and ((m.user1_id = ${userId} and m.user2_id = ${otherId})
      or (m.user2_id = ${userId} and m.user1_id = ${otherId})))`;

export function createExportDataQueries(db: Database) {
  return {
    async account(userId: string) {
      const [row] = await db
        .select({
          email: user.email,
          accountName: user.name,
          language: user.language,
          country: user.country,
          emailVerified: user.emailVerified,
          createdAt: user.createdAt,
          termsVersion: user.termsVersion,
          termsAcceptedAt: user.termsAcceptedAt,
          profileId: profiles.id,
          profile: ownProfileColumns,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, userId));
      return row;
    },

    photos: (profileId: string) =>
      db
        .select({
          key: profilePhotos.photoKey,
          position: profilePhotos.position,
          state: profilePhotos.state,
          uploadedAt: profilePhotos.createdAt,
        })
        .from(profilePhotos)
        .where(eq(profilePhotos.profileId, profileId))
        .orderBy(asc(profilePhotos.position), asc(profilePhotos.createdAt)),

    verifications: (userId: string) =>
      db
        .select({
          key: verifications.selfieKey,
          pose: verifications.pose,
          status: verifications.status,
          rejectReason: verifications.rejectReason,
          startedAt: verifications.startedAt,
          submittedAt: verifications.submittedAt,
          decidedAt: verifications.decidedAt,
        })
        .from(verifications)
        .where(eq(verifications.userId, userId))
        .orderBy(asc(verifications.startedAt)),

    answers: (userId: string) =>
      db
        .select({
          questionId: compatibilityAnswers.questionId,
          answer: compatibilityAnswers.answer,
          accepted: compatibilityAnswers.accepted,
          importance: compatibilityAnswers.importance,
          useInScore: compatibilityAnswers.useInScore,
          updatedAt: compatibilityAnswers.updatedAt,
        })
        .from(compatibilityAnswers)
        .where(eq(compatibilityAnswers.userId, userId))
        .orderBy(asc(compatibilityAnswers.questionId)),

    async preferences(userId: string) {
      const { userId: _owner, ...columns } = getTableColumns(preferences);
      const [row] = await db
        .select(columns)
        .from(preferences)
        .where(eq(preferences.userId, userId));
      return row;
    },

    likesGiven: (userId: string) =>
      db
        .select({
          name: nameOf(likes.likedId),
          isSuper: likes.isSuper,
          createdAt: likes.createdAt,
          matched: inLiveMatch(userId, likes.likedId),
        })
        .from(likes)
        .where(eq(likes.likerId, userId))
        .orderBy(asc(likes.createdAt)),

    matches: (userId: string) =>
      db
        .select({
          id: matches.id,
          name: nameOf(partnerOf(userId)),
          myChatAnswer: sql<
            boolean | null
          >`case when ${matches.user1Id} = ${userId} then ${matches.user1WantsChat} else ${matches.user2WantsChat} end`,
          chatOpened: matches.chatOpened,
          chatOpenedAt: matches.chatOpenedAt,
          createdAt: matches.createdAt,
          endedAt: matches.endedAt,
          endedByMe: sql<boolean>`coalesce(${matches.endedBy} = ${userId}, false)`,
        })
        .from(matches)
        .where(or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)))
        .orderBy(asc(matches.createdAt)),

    messages: (matchId: string) =>
      db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          type: messages.type,
          body: messages.body,
          attachmentKey: messages.attachmentKey,
          attachmentName: messages.attachmentName,
          attachmentMime: messages.attachmentMime,
          attachmentSize: messages.attachmentSize,
          createdAt: messages.createdAt,
          readAt: messages.readAt,
        })
        .from(messages)
        .where(eq(messages.matchId, matchId))
        .orderBy(asc(messages.createdAt), asc(messages.id)),

    reportsMade: (userId: string) =>
      db
        .select({
          name: nameOf(reports.targetUserId),
          matched: inLiveMatch(userId, reports.targetUserId),
          reason: reports.reason,
          note: reports.note,
          messageId: reports.messageId,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .where(eq(reports.reporterId, userId))
        .orderBy(desc(reports.createdAt)),

    /** Decision 045: the profiles the member opened (never while browsing invisibly). */
    visitsMade: (userId: string) =>
      db
        .select({
          name: nameOf(profileVisits.visitedId),
          matched: inLiveMatch(userId, profileVisits.visitedId),
          day: profileVisits.day,
          visitedAt: profileVisits.visitedAt,
        })
        .from(profileVisits)
        .where(eq(profileVisits.visitorId, userId))
        .orderBy(asc(profileVisits.visitedAt)),

    /** Decision 045: the visits the member's visitors list shows them, no others. */
    visitsReceived: (userId: string) =>
      db
        .select({
          name: profiles.fullName,
          matched: inLiveMatch(userId, profileVisits.visitorId),
          day: profileVisits.day,
          visitedAt: profileVisits.visitedAt,
        })
        .from(profileVisits)
        .innerJoin(profiles, eq(profiles.userId, profileVisits.visitorId))
        .where(
          and(
            eq(profileVisits.visitedId, userId),
            isVisibleProfile,
            notBlockedEitherWay(userId, sql`${profileVisits.visitorId}`),
          ),
        )
        .orderBy(asc(profileVisits.visitedAt)),

    pushSubscriptions: (userId: string) =>
      db
        .select({ createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt)),

    ...createExportFamilyQueries(db),
  };
}

export type ExportDataQueries = ReturnType<typeof createExportDataQueries>;
