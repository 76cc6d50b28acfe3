import {
  defaultPreferences,
  noticePreferenceKeys,
  searchAgesFor,
  type NoticePreferences,
  type Preferences,
} from '@vusal/shared/schemas/preferences';
import type { PhotoVisibility } from '@vusal/shared/catalog/enums';
import type { PreferencesRepository } from './preferences.repository';

export type PreferencesDependencies = {
  /**
   * Decision 046: a changed photo choice is told to every open page; this spends the member's
   * budget of such changes first and throws RATE_LIMITED past it.
   */
  limitPhotoChoice(userId: string): Promise<void>;
  /** After the save: swaps the member's pictures on the open pages of others. */
  onPhotoChoiceChanged(userId: string, before: PhotoVisibility, after: PhotoVisibility): void;
};

const noticesOf = (preferences: Preferences): NoticePreferences =>
  Object.fromEntries(
    noticePreferenceKeys.map((key) => [key, preferences[key]]),
  ) as NoticePreferences;

/**
 * S4: persisted per user. A user who never saved has the spec's defaults, but for the age range:
 * the partner age they gave at sign-up (issue 37, item 1), as browse and explore apply it.
 */
export function createPreferencesService(
  repository: PreferencesRepository,
  { limitPhotoChoice, onPhotoChoiceChanged }: PreferencesDependencies,
) {
  return {
    async get(userId: string): Promise<Preferences> {
      const saved = await repository.find(userId);
      if (saved) return saved;
      return { ...defaultPreferences, ...searchAgesFor(await repository.partnerAges(userId)) };
    },

    async save(userId: string, values: Preferences): Promise<Preferences> {
      const before =
        (await repository.find(userId))?.photoVisibility ?? defaultPreferences.photoVisibility;
      if (values.photoVisibility && values.photoVisibility !== before) {
        await limitPhotoChoice(userId);
      }
      const { stored, saved } = await repository.save(userId, (current) => ({
        ...values,
        // Left out, the photo choice stays as it was: a save never widens who sees the photos.
        photoVisibility:
          values.photoVisibility ?? current?.photoVisibility ?? defaultPreferences.photoVisibility,
      }));
      const previous = stored?.photoVisibility ?? defaultPreferences.photoVisibility;
      if (previous && saved.photoVisibility) {
        onPhotoChoiceChanged(userId, previous, saved.photoVisibility);
      }
      return saved;
    },

    /** Issue 39 (decision 055): the notice settings alone, as a guardian account keeps them. */
    async notices(userId: string): Promise<NoticePreferences> {
      return noticesOf((await repository.find(userId)) ?? defaultPreferences);
    },

    /** Saves the notice settings alone; the rest stays as stored (or the defaults). */
    async saveNotices(userId: string, values: NoticePreferences): Promise<NoticePreferences> {
      const { saved } = await repository.save(userId, (stored) => ({
        ...(stored ?? defaultPreferences),
        ...values,
      }));
      return noticesOf(saved);
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
