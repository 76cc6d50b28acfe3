import {
  defaultPreferences,
  searchAgesFor,
  type Preferences,
} from '@vusal/shared/schemas/preferences';
import type { PreferencesRepository } from './preferences.repository';

/**
 * S4: persisted per user. A user who never saved has the spec's defaults, but for the age range:
 * the partner age they gave at sign-up (issue 37, item 1), as browse and explore apply it.
 */
export function createPreferencesService(repository: PreferencesRepository) {
  return {
    async get(userId: string): Promise<Preferences> {
      const saved = await repository.find(userId);
      if (saved) return saved;
      return { ...defaultPreferences, ...searchAgesFor(await repository.partnerAges(userId)) };
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
