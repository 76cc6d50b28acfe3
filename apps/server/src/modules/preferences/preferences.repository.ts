import { eq } from 'drizzle-orm';
import type { PartnerAges, Preferences } from '@vusal/shared/schemas/preferences';
import type { Database } from '../../db/client';
import { preferences, profiles } from '../../db/schema';

function withoutKeys(row: typeof preferences.$inferSelect): Preferences {
  const { userId: _userId, updatedAt: _updatedAt, ...values } = row;
  return values;
}

export function createPreferencesRepository(db: Database) {
  return {
    async find(userId: string): Promise<Preferences | undefined> {
      const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId));
      return row ? withoutKeys(row) : undefined;
    },

    /** The partner ages on the member's profile; both null without a profile. */
    async partnerAges(userId: string): Promise<PartnerAges> {
      const [row] = await db
        .select({ partnerAgeMin: profiles.partnerAgeMin, partnerAgeMax: profiles.partnerAgeMax })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row ?? { partnerAgeMin: null, partnerAgeMax: null };
    },

    /**
     * Saves what `build` makes of the stored preferences (undefined: never saved), with the
     * row locked in between, so the choice it replaced is the one really stored before.
     */
    async save(
      userId: string,
      build: (stored: Preferences | undefined) => Preferences,
    ): Promise<{ stored: Preferences | undefined; saved: Preferences }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(preferences)
          .where(eq(preferences.userId, userId))
          .for('update');
        const stored = row ? withoutKeys(row) : undefined;
        const saved = build(stored);
        await tx
          .insert(preferences)
          .values({ userId, ...saved })
          .onConflictDoUpdate({ target: preferences.userId, set: saved });
        return { stored, saved };
      });
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
