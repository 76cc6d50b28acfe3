import { asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  chatSharing,
  familyMeetings,
  guardianships,
  matches,
  profileProposals,
  profiles,
} from '../../db/schema';
import { firstName, shortName } from '../members';

const scopeColumns = {
  seesMatches: guardianships.seesMatches,
  seesNewMatches: guardianships.seesNewMatches,
  readsChats: guardianships.readsChats,
  editsProfile: guardianships.editsProfile,
};

const otherProfile = alias(profiles, 'other_profile');

/** Decision 018: the other member of a match by the name the member saw, in full only while live. */
const seenName = (name: string | null, endedAt: Date | null) =>
  name === null ? null : endedAt === null ? name : shortName(name);

/**
 * Issue 39 in the data export (decision 040): the member's family mode, as member and as
 * guardian. Of other people only what their own screens showed: a followed member by first
 * name, a match by the name seen, what a relative proposed for the member's own profile. A
 * proposal's `base` (the member's profile as the relative saw it) is left out of what a
 * guardian made: it is the member's data, not the guardian's.
 */
export function createExportFamilyQueries(db: Database) {
  const guardians = (userId: string) =>
    db
      .select({
        email: guardianships.email,
        relation: guardianships.relation,
        status: guardianships.status,
        ...scopeColumns,
        sharingRequired: guardianships.sharingRequired,
        invitedAt: guardianships.createdAt,
        acceptedAt: guardianships.acceptedAt,
        endedAt: guardianships.endedAt,
      })
      .from(guardianships)
      .where(eq(guardianships.memberId, userId))
      .orderBy(asc(guardianships.createdAt));

  const following = (userId: string) =>
    db
      .select({
        memberName: profiles.fullName,
        relation: guardianships.relation,
        status: guardianships.status,
        ...scopeColumns,
        acceptedAt: guardianships.acceptedAt,
        endedAt: guardianships.endedAt,
      })
      .from(guardianships)
      .leftJoin(profiles, eq(profiles.userId, guardianships.memberId))
      .where(eq(guardianships.guardianId, userId))
      .orderBy(asc(guardianships.acceptedAt));

  const proposalColumns = {
    relation: guardianships.relation,
    changes: profileProposals.changes,
    hasPhoto: sql<boolean>`${profileProposals.photoKey} is not null`,
    status: profileProposals.status,
    appliedFields: profileProposals.appliedFields,
    createdAt: profileProposals.createdAt,
    decidedAt: profileProposals.decidedAt,
  };

  const proposals = (userId: string, side: 'received' | 'made') =>
    db
      .select({ ...proposalColumns, memberName: profiles.fullName })
      .from(profileProposals)
      .innerJoin(guardianships, eq(guardianships.id, profileProposals.guardianshipId))
      .leftJoin(profiles, eq(profiles.userId, profileProposals.memberId))
      .where(
        side === 'received'
          ? eq(profileProposals.memberId, userId)
          : eq(guardianships.guardianId, userId),
      )
      .orderBy(asc(profileProposals.createdAt));

  const sharing = (userId: string) =>
    db
      .select({
        matchId: chatSharing.matchId,
        guardedId: chatSharing.guardedId,
        otherName: otherProfile.fullName,
        matchEndedAt: matches.endedAt,
        relation: chatSharing.relation,
        sharingRequired: chatSharing.sharingRequired,
        answer: chatSharing.answer,
        askedAt: chatSharing.askedAt,
        answeredAt: chatSharing.answeredAt,
      })
      .from(chatSharing)
      .innerJoin(matches, eq(matches.id, chatSharing.matchId))
      .leftJoin(
        otherProfile,
        sql`${otherProfile.userId} = case when ${chatSharing.askedId} = ${userId}
          then ${chatSharing.guardedId} else ${chatSharing.askedId} end`,
      )
      .where(or(eq(chatSharing.askedId, userId), eq(chatSharing.guardedId, userId)))
      .orderBy(asc(chatSharing.askedAt));

  const meetings = (userId: string) =>
    db
      .select({
        meeting: familyMeetings,
        otherName: otherProfile.fullName,
        matchEndedAt: matches.endedAt,
      })
      .from(familyMeetings)
      .innerJoin(matches, eq(matches.id, familyMeetings.matchId))
      .leftJoin(
        otherProfile,
        sql`${otherProfile.userId} = case when ${familyMeetings.fromId} = ${userId}
          then ${familyMeetings.toId} else ${familyMeetings.fromId} end`,
      )
      .where(or(eq(familyMeetings.fromId, userId), eq(familyMeetings.toId, userId)))
      .orderBy(asc(familyMeetings.createdAt));

  return {
    /** family.json: guardians, the members followed, proposals, chat-sharing answers, meetings. */
    async family(userId: string, now: Date) {
      const [guardianRows, followingRows, received, made, sharingRows, meetingRows] =
        await Promise.all([
          guardians(userId),
          following(userId),
          proposals(userId, 'received'),
          proposals(userId, 'made'),
          sharing(userId),
          meetings(userId),
        ]);
      const sharingOf = (rows: typeof sharingRows) =>
        rows.map(({ guardedId: _guarded, otherName, matchEndedAt, ...row }) => ({
          ...row,
          otherName: seenName(otherName, matchEndedAt),
        }));
      return {
        myGuardians: guardianRows,
        membersIFollow: followingRows.map(({ memberName, ...row }) => ({
          memberName: memberName === null ? null : firstName(memberName),
          ...row,
        })),
        profileProposals: {
          received: received.map(({ memberName: _member, ...row }) => row),
          made: made.map(({ memberName, ...row }) => ({
            memberName: memberName === null ? null : firstName(memberName),
            ...row,
          })),
        },
        chatSharing: {
          askedOfMe: sharingOf(sharingRows.filter((row) => row.guardedId !== userId)),
          aboutMyGuardian: sharingOf(sharingRows.filter((row) => row.guardedId === userId)),
        },
        familyMeetings: meetingRows.map(({ meeting, otherName, matchEndedAt }) => ({
          id: meeting.id,
          matchId: meeting.matchId,
          direction: meeting.fromId === userId ? 'sent' : 'received',
          otherName: seenName(otherName, matchEndedAt),
          dateFrom: meeting.dateFrom,
          dateTo: meeting.dateTo,
          city: meeting.city,
          note: meeting.note,
          // Decision 052: a pending request past its expiry reads as expired.
          status:
            meeting.status === 'pending' && meeting.expiresAt <= now ? 'expired' : meeting.status,
          createdAt: meeting.createdAt,
          expiresAt: meeting.expiresAt,
          answeredAt: meeting.answeredAt,
        })),
      };
    },
  };
}
