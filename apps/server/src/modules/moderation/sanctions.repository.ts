import type { AppealStatus, SanctionKind } from '@vusal/shared/catalog/enums';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appeals, profiles, sanctions } from '../../db/schema';
import { banIdentitiesOf, freeIdentitiesOf } from '../auth';
import { cursorTime, type TimeCursor } from '../../infra/keyset';
import { personAs, queuePaging, verificationHoldOf } from './moderation-query-parts';

const member = personAs('member');
const sanctioner = personAs('sanctioner');
const decider = personAs('decider');
const keyset = { createdAt: appeals.createdAt, id: appeals.id };

export type NewSanction = {
  userId: string;
  /** Null for a sanction decided on a marked message (issue 34, item 4). */
  reportId: string | null;
  kind: SanctionKind;
  reason: string;
  endsAt: Date | null;
  createdBy: string;
  createdAt: Date;
};

/**
 * Issue 24, item 3: the sanctions moderators impose, what they leave for the member to see,
 * and the appeals against them.
 */
export function sanctionsRepository(db: Database) {
  const selectAppeals = () =>
    db
      .select({
        id: appeals.id,
        text: appeals.text,
        status: appeals.status,
        createdAt: appeals.createdAt,
        cursorAt: cursorTime(appeals.createdAt),
        decidedAt: appeals.decidedAt,
        decisionReason: appeals.decisionReason,
        memberId: appeals.userId,
        memberName: member.name,
        sanctionId: sanctions.id,
        sanctionKind: sanctions.kind,
        sanctionReason: sanctions.reason,
        sanctionEndsAt: sanctions.endsAt,
        sanctionCreatedAt: sanctions.createdAt,
        sanctionLiftedAt: sanctions.liftedAt,
        sanctionerId: sanctioner.account.id,
        sanctionerName: sanctioner.name,
        deciderId: decider.account.id,
        deciderName: decider.name,
      })
      .from(appeals)
      .innerJoin(sanctions, eq(sanctions.id, appeals.sanctionId))
      .innerJoin(member.account, eq(member.account.id, appeals.userId))
      .leftJoin(member.profile, eq(member.profile.userId, appeals.userId))
      .leftJoin(sanctioner.account, eq(sanctioner.account.id, sanctions.createdBy))
      .leftJoin(sanctioner.profile, eq(sanctioner.profile.userId, sanctions.createdBy))
      .leftJoin(decider.account, eq(decider.account.id, appeals.decidedBy))
      .leftJoin(decider.profile, eq(decider.profile.userId, appeals.decidedBy));

  return {
    async insertSanction(sanction: NewSanction): Promise<string> {
      const [row] = await db.insert(sanctions).values(sanction).returning({ id: sanctions.id });
      return row!.id;
    },

    async requireVerification(userId: string): Promise<void> {
      await db
        .update(profiles)
        .set({ verificationRequired: true })
        .where(eq(profiles.userId, userId));
    },

    /** The member's request to verify, while it holds (`verificationHoldOf`). */
    async verificationHold(userId: string) {
      const [row] = await verificationHoldOf(db, userId);
      return row;
    },

    /** One appeal per sanction: false when this one has its appeal already. */
    async insertAppeal(sanctionId: string, userId: string, text: string, at: Date) {
      const rows = await db
        .insert(appeals)
        .values({ sanctionId, userId, text, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: appeals.id });
      return rows.length > 0;
    },

    async markWarningSeen(id: string, userId: string, at: Date): Promise<void> {
      await db
        .update(sanctions)
        .set({ seenAt: at })
        .where(
          and(
            eq(sanctions.id, id),
            eq(sanctions.userId, userId),
            eq(sanctions.kind, 'warn'),
            isNull(sanctions.seenAt),
          ),
        );
    },

    /** Issue 24, item 4: the banned account's address and device cannot sign up again. */
    banIdentities: (userId: string, sanctionId: string) => banIdentitiesOf(db, userId, sanctionId),

    /** The open queue oldest first (first come, first served); decided appeals newest first. */
    async appealsPage(status: AppealStatus, after: TimeCursor | undefined, limit: number) {
      const paging = queuePaging(keyset, status === 'open', after);
      return selectAppeals()
        .where(and(eq(appeals.status, status), paging.after))
        .orderBy(...paging.orderBy)
        .limit(limit);
    },

    async findAppeal(id: string) {
      const [row] = await selectAppeals().where(eq(appeals.id, id));
      return row;
    },

    /** The appeal and its sanction, the appeal's row locked until the transaction ends. */
    async lockAppeal(id: string) {
      const [row] = await db
        .select({
          status: appeals.status,
          userId: appeals.userId,
          sanctionId: appeals.sanctionId,
          kind: sanctions.kind,
          liftedAt: sanctions.liftedAt,
        })
        .from(appeals)
        .innerJoin(sanctions, eq(sanctions.id, appeals.sanctionId))
        .where(eq(appeals.id, id))
        .for('update', { of: appeals });
      return row;
    },

    async decideAppeal(
      id: string,
      status: Exclude<AppealStatus, 'open'>,
      decidedBy: string,
      reason: string,
      at: Date,
    ): Promise<void> {
      await db
        .update(appeals)
        .set({ status, decidedBy, decidedAt: at, decisionReason: reason })
        .where(eq(appeals.id, id));
    },

    /**
     * The sanction ends; a suspended or banned member's profile is active again, and a member
     * asked to verify is not any more (their badge shows again if they still had one).
     */
    async liftSanction(sanctionId: string, userId: string, at: Date): Promise<void> {
      await db
        .update(sanctions)
        .set({ liftedAt: at })
        .where(and(eq(sanctions.id, sanctionId), isNull(sanctions.liftedAt)));
      await freeIdentitiesOf(db, [sanctionId]);
      await db
        .update(profiles)
        .set({ verificationRequired: false })
        .where(
          and(
            eq(profiles.userId, userId),
            sql`not exists (select 1 from ${sanctions} where ${sanctions.userId} = ${userId}
              and ${sanctions.liftedAt} is null and ${sanctions.kind} = 'require_verification')`,
          ),
        );
      await db
        .update(profiles)
        .set({ isActive: true })
        .where(
          and(
            eq(profiles.userId, userId),
            isNull(profiles.deletedAt),
            sql`not exists (select 1 from ${sanctions} where ${sanctions.userId} = ${userId}
              and ${sanctions.liftedAt} is null and (${sanctions.kind} = 'ban'
              or (${sanctions.kind} = 'suspend' and ${sanctions.endsAt} > ${at.toISOString()}::timestamptz)))`,
          ),
        );
    },
  };
}

export type AppealRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof sanctionsRepository>['findAppeal']>>
>;
