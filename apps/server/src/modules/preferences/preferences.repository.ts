import { eq } from 'drizzle-orm';
import type { PartnerAges, Preferences } from '@vusal/shared/schemas/preferences';
import type { Database } from '../../db/client';
import { preferences, profiles } from '../../db/schema';

export function createPreferencesRepository(db: Database) {
  return {
    async find(userId: string): Promise<Preferences | undefined> {
      const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId));
      if (!row) return undefined;
      const { userId: _userId, updatedAt: _updatedAt, ...values } = row;
      return values;
    },

    /** The partner ages on the member's profile; both null without a profile. */
    async partnerAges(userId: string): Promise<PartnerAges> {
      const [row] = await db
        .select({ partnerAgeMin: profiles.partnerAgeMin, partnerAgeMax: profiles.partnerAgeMax })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row ?? { partnerAgeMin: null, partnerAgeMax: null };
    },

    async save(userId: string, values: Preferences): Promise<void> {
      await db
        .insert(preferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: preferences.userId, set: values });
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
