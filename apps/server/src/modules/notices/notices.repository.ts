import { and, eq, sql } from 'drizzle-orm';
import { defaultPreferences } from '@vusal/shared/schemas/preferences';
import type { Database } from '../../db/client';
import { chatStates, preferences, profiles, pushSubscriptions, user } from '../../db/schema';
import type { PushTarget } from './push-sender';

/** The shortest time between two e-mail notices about one chat to one member. */
export const NOTICE_INTERVAL_MS = 15 * 60 * 1000;

export function createNoticesRepository(db: Database) {
  return {
    /**
     * Where and in which language to write, what the member wants to hear of and how (a member
     * who never saved preferences has the defaults), whether they are still a member at all, and
     * their push devices, in the same read (issue 35, item 5: one statement less per notice).
     */
    async recipient(userId: string) {
      const [row] = await db
        .select({
          email: user.email,
          name: user.name,
          language: user.language,
          country: user.country,
          isActive: sql<boolean>`coalesce(${profiles.isActive} and ${profiles.deletedAt} is null, false)`,
          settings: preferences,
          devices: sql<
            PushTarget[]
          >`coalesce((select json_agg(json_build_object('endpoint', ${pushSubscriptions.endpoint}, 'p256dh', ${pushSubscriptions.p256dh}, 'auth', ${pushSubscriptions.auth})) from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${user.id}), '[]'::json)`,
        })
        .from(user)
        .leftJoin(preferences, eq(preferences.userId, user.id))
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, userId));
      if (!row) return undefined;
      const { settings, ...rest } = row;
      return { ...rest, settings: settings ?? defaultPreferences };
    },

    /** The name the other member knows: their profile's, else their account's. */
    async displayName(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: sql<string>`coalesce(${profiles.fullName}, ${user.name})` })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, userId));
      return row?.name;
    },

    /**
     * Takes the right to mail `userId` about `matchId` now: true at most once per interval,
     * however many messages arrive at once (one conditional upsert, so concurrent senders
     * cannot both win).
     */
    async claim(userId: string, matchId: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(chatStates)
        .values({ userId, matchId, noticedAt: now })
        .onConflictDoUpdate({
          target: [chatStates.userId, chatStates.matchId],
          set: { noticedAt: now },
          setWhere: sql`${chatStates.noticedAt} is null or ${chatStates.noticedAt} <= ${new Date(
            now.getTime() - NOTICE_INTERVAL_MS,
          ).toISOString()}::timestamptz`,
        })
        .returning({ userId: chatStates.userId });
      return rows.length > 0;
    },

    /** For tests: when the member was last mailed about the chat. */
    async noticedAt(userId: string, matchId: string): Promise<Date | null | undefined> {
      const [row] = await db
        .select({ noticedAt: chatStates.noticedAt })
        .from(chatStates)
        .where(and(eq(chatStates.userId, userId), eq(chatStates.matchId, matchId)));
      return row?.noticedAt;
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
