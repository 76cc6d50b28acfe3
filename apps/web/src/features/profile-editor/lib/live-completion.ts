import { profileCompletion } from '@vusal/shared/schemas/completion';
import type { OwnProfile } from '@vusal/shared/schemas/profile';
import { editorFields, numberFields, type EditorValues } from './editor-values';

type Locked = Pick<OwnProfile, 'fullName' | 'age'>;

/**
 * The completion figure for what is on screen now, by the same function the server uses, so
 * the bar moves as fields are filled and matches the saved figure afterwards.
 */
export function liveCompletion(locked: Locked, values: EditorValues): number {
  const profile: Record<string, unknown> = { fullName: locked.fullName, age: locked.age };
  for (const field of editorFields) {
    const value = values[field];
    const isNumber = (numberFields as readonly string[]).includes(field);
    profile[field] =
      isNumber && typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  }
  return profileCompletion(profile);
}
