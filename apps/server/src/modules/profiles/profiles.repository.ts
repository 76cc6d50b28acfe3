import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  blocks,
  matches,
  preferences,
  profiles,
  user,
  type NewProfile,
  type Profile,
} from '../../db/schema';

export type ProfileRow = Profile;
export type ProfileChanges = Partial<Omit<NewProfile, 'id' | 'userId' | 'isDemo' | 'createdAt'>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createProfilesRepository(db: Database) {
  return {
    async findByUser(userId: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return row;
    },

    async emailOf(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      return row?.email;
    },

    /** A profile by its owner's id, or a demo profile (no owner) by its own id. */
    async findByUserOrDemoId(id: string): Promise<ProfileRow | undefined> {
      const byDemo = UUID.test(id)
        ? and(eq(profiles.isDemo, true), eq(profiles.id, id))
        : undefined;
      const [row] = await db
        .select()
        .from(profiles)
        .where(byDemo ? or(eq(profiles.userId, id), byDemo) : eq(profiles.userId, id));
      return row;
    },

    async findById(profileId: string): Promise<ProfileRow | undefined> {
      if (!UUID.test(profileId)) return undefined;
      const [row] = await db.select().from(profiles).where(eq(profiles.id, profileId));
      return row;
    },

    async insert(values: NewProfile): Promise<ProfileRow> {
      const [row] = await db.insert(profiles).values(values).returning();
      return row!;
    },

    async update(userId: string, changes: ProfileChanges): Promise<ProfileRow | undefined> {
      const [row] = await db
        .update(profiles)
        .set(changes)
        .where(eq(profiles.userId, userId))
        .returning();
      return row;
    },

    async isMutualMatch(a: string, b: string): Promise<boolean> {
      const [first, second] = a < b ? [a, b] : [b, a];
      const [row] = await db
        .select({ id: matches.id })
        .from(matches)
        // An ended match (unmatch, block) no longer unlocks the full profile.
        .where(
          and(eq(matches.user1Id, first), eq(matches.user2Id, second), isNull(matches.endedAt)),
        );
      return !!row;
    },

    async isBlockedEitherWay(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
            and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
          ),
        );
      return !!row;
    },

    async locationVisibilityOf(userId: string) {
      const [row] = await db
        .select({ visibility: preferences.locationVisibility })
        .from(preferences)
        .where(eq(preferences.userId, userId));
      return row?.visibility ?? 'city';
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
