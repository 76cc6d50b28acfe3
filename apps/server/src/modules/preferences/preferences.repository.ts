import { eq } from 'drizzle-orm';
import type { Preferences } from '@vusal/shared/schemas/preferences';
import type { Database } from '../../db/client';
import { preferences } from '../../db/schema';

export function createPreferencesRepository(db: Database) {
  return {
    async find(userId: string): Promise<Preferences | undefined> {
      const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId));
      if (!row) return undefined;
      const { userId: _userId, updatedAt: _updatedAt, ...values } = row;
      return values;
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
