import { defaultPreferences, type Preferences } from '@vusal/shared/schemas/preferences';
import type { PreferencesRepository } from './preferences.repository';

/** S4: persisted per user; a user who never saved has the spec's defaults. */
export function createPreferencesService(repository: PreferencesRepository) {
  return {
    async get(userId: string): Promise<Preferences> {
      return (await repository.find(userId)) ?? defaultPreferences;
    },

    async save(userId: string, values: Preferences): Promise<Preferences> {
      await repository.save(userId, values);
      return values;
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
