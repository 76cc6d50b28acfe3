import { and, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { AccountCountry, AccountLanguage } from '@vusal/shared/catalog/countries';
import type { AccountKind, GuardianRelation } from '@vusal/shared/catalog/enums';
import type { Database } from '../../db/client';
import { account, guardianships, matches, preferences, profiles, user } from '../../db/schema';
import { cardColumns, isVisibleProfile, type CardRow } from '../members';

export type OpenGuardianship = typeof guardianships.$inferSelect & { guardianName: string | null };

export type NewGuardianAccount = {
  userId: string;
  email: string;
  name: string;
  passwordHash: string;
  language: AccountLanguage;
  country: AccountCountry | null;
  termsVersion: number;
  now: Date;
};

class InvitationGone extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** The other member of a match of `memberId`, as a column. */
const otherOf = (memberId: string) =>
  sql<string>`case when ${matches.user1Id} = ${memberId} then ${matches.user2Id} else ${matches.user1Id} end`;

/** The other member said yes to a chat, and `memberId` has not answered (D14). */
const chatRequestedOf = (memberId: string) =>
  sql<boolean>`case when ${matches.user1Id} = ${memberId}
    then coalesce(${matches.user2WantsChat}, false) and ${matches.user1WantsChat} is null
    else coalesce(${matches.user1WantsChat}, false) and ${matches.user2WantsChat} is null end`;

export type MatchRow = CardRow & {
  matchId: string;
  matchedAt: Date;
  chatRequested: boolean;
  chatOpened: boolean;
};

/** Family mode's rows (decision 050): invitations and guardianships, the member's side. */
export function createFamilyRepository(db: Database) {
  return {
    async accountByEmail(
      email: string,
    ): Promise<{ id: string; accountKind: AccountKind } | undefined> {
      const [row] = await db
        .select({ id: user.id, accountKind: user.accountKind })
        .from(user)
        .where(eq(user.email, email));
      return row;
    },

    /** The member's own name on their profile (the invitation names its first word). */
    async profileName(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ fullName: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row?.fullName;
    },

    async profileNames(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: profiles.userId, fullName: profiles.fullName })
        .from(profiles)
        .where(inArray(profiles.userId, userIds));
      return new Map(rows.flatMap((row) => (row.userId ? [[row.userId, row.fullName]] : [])));
    },

    /** The member's invitation or guardianship that is not ended, with the guardian's name. */
    async openOf(memberId: string): Promise<OpenGuardianship | undefined> {
      const [row] = await db
        .select({ row: guardianships, guardianName: user.name })
        .from(guardianships)
        .leftJoin(user, eq(user.id, guardianships.guardianId))
        .where(and(eq(guardianships.memberId, memberId), ne(guardianships.status, 'ended')));
      return row && { ...row.row, guardianName: row.guardianName };
    },

    /**
     * A new invitation; false when the member has an open row already (the partial unique
     * index decides, so two invitations sent at once make one row and one refusal).
     */
    async insertInvitation(input: {
      memberId: string;
      email: string;
      relation: GuardianRelation;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<boolean> {
      try {
        await db.insert(guardianships).values({
          memberId: input.memberId,
          email: input.email,
          relation: input.relation,
          inviteTokenHash: input.tokenHash,
          inviteExpiresAt: input.expiresAt,
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async updateOpen(
      memberId: string,
      patch: Partial<
        Pick<
          typeof guardianships.$inferInsert,
          'seesMatches' | 'seesNewMatches' | 'readsChats' | 'editsProfile' | 'sharingRequired'
        >
      >,
    ): Promise<string | undefined> {
      const [row] = await db
        .update(guardianships)
        .set(patch)
        .where(and(eq(guardianships.memberId, memberId), ne(guardianships.status, 'ended')))
        .returning({ id: guardianships.id });
      return row?.id;
    },

    /** Cancels the invitation or ends the guardianship, at once; the link dies with it. */
    async endOpen(memberId: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(guardianships)
        .set({ status: 'ended', endedAt: now, inviteTokenHash: null, inviteExpiresAt: null })
        .where(and(eq(guardianships.memberId, memberId), ne(guardianships.status, 'ended')))
        .returning({ id: guardianships.id });
      return row?.id;
    },

    /** A pending invitation by its link's token, while the link is valid. */
    async invitationByToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(guardianships)
        .where(
          and(
            eq(guardianships.inviteTokenHash, tokenHash),
            eq(guardianships.status, 'invited'),
            gt(guardianships.inviteExpiresAt, now),
          ),
        );
      return row;
    },

    /**
     * Accepts the invitation for `guardianId`, optionally creating the guardian account first,
     * all in one transaction: a link used twice, or the member cancelling meanwhile, accepts
     * nothing. Returns false when the invitation was no longer pending; throws 'exists' when
     * the address got an account meanwhile.
     */
    async accept(
      invitationId: string,
      tokenHash: string,
      guardianId: string,
      now: Date,
      newAccount?: NewGuardianAccount,
    ): Promise<'accepted' | 'gone' | 'exists'> {
      try {
        return await db.transaction(async (tx) => {
          if (newAccount) {
            await tx.insert(user).values({
              id: newAccount.userId,
              email: newAccount.email,
              name: newAccount.name,
              // The token reached this inbox: the address is confirmed (decision 050).
              emailVerified: true,
              accountKind: 'guardian',
              language: newAccount.language,
              country: newAccount.country,
              termsVersion: newAccount.termsVersion,
              termsAcceptedAt: newAccount.now,
            });
            await tx.insert(account).values({
              id: crypto.randomUUID(),
              accountId: newAccount.userId,
              providerId: 'credential',
              userId: newAccount.userId,
              password: newAccount.passwordHash,
            });
          }
          const rows = await tx
            .update(guardianships)
            .set({
              status: 'active',
              guardianId,
              acceptedAt: now,
              inviteTokenHash: null,
              inviteExpiresAt: null,
            })
            .where(
              and(
                eq(guardianships.id, invitationId),
                eq(guardianships.inviteTokenHash, tokenHash),
                eq(guardianships.status, 'invited'),
                gt(guardianships.inviteExpiresAt, now),
              ),
            )
            .returning({ id: guardianships.id });
          // Undoes the account made above: no guardian account without its guardianship.
          if (rows.length === 0) throw new InvitationGone();
          return 'accepted' as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'exists';
        if (error instanceof InvitationGone) return 'gone';
        throw error;
      }
    },

    /** One of `memberIds` is matched now with `ownerId`, a member others may see. */
    async isVisibleMatchOfAny(memberIds: string[], ownerId: string): Promise<boolean> {
      if (memberIds.length === 0) return false;
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(matches)
        .innerJoin(profiles, eq(profiles.userId, ownerId))
        .where(
          and(
            or(
              and(eq(matches.user1Id, ownerId), inArray(matches.user2Id, memberIds)),
              and(eq(matches.user2Id, ownerId), inArray(matches.user1Id, memberIds)),
            ),
            sql`${matches.endedAt} is null`,
            isVisibleProfile,
          ),
        )
        .limit(1);
      return !!row;
    },

    /** The member's standing matches, newest first, each with the other member's card row. */
    async matchesOf(memberId: string, since?: Date): Promise<MatchRow[]> {
      const other = otherOf(memberId);
      return db
        .select({
          ...cardColumns,
          matchId: matches.id,
          matchedAt: matches.createdAt,
          chatRequested: chatRequestedOf(memberId),
          chatOpened: matches.chatOpened,
        })
        .from(matches)
        .innerJoin(profiles, eq(profiles.userId, other))
        .leftJoin(preferences, eq(preferences.userId, profiles.userId))
        .where(
          and(
            or(eq(matches.user1Id, memberId), eq(matches.user2Id, memberId)),
            sql`${matches.endedAt} is null`,
            isVisibleProfile,
            since ? gt(matches.createdAt, since) : undefined,
          ),
        )
        .orderBy(desc(matches.createdAt), desc(matches.id))
        .limit(200);
    },
  };
}

export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
