import { defaultPreferences, type Preferences } from '@vusal/shared/schemas/preferences';
import type { PreferencesRepository } from './preferences.repository';

/** S4: persisted per user; a user who never saved has the spec's defaults. */
export function createPreferencesService(repository: PreferencesRepository) {
  return {
    async get(userId: string): Promise<Preferences> {
      return (await repository.find(userId)) ?? defaultPreferences;
    },

    async save(userId: string, values: Preferences): Promise<Preferences> {
      // Left out, the photo choice stays as it was: a save never widens who sees the photos.
      const photoVisibility =
        values.photoVisibility ??
        (await repository.find(userId))?.photoVisibility ??
        defaultPreferences.photoVisibility;
      const saved = { ...values, photoVisibility };
      await repository.save(userId, saved);
      return saved;
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
