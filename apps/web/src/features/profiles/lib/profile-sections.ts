import type { EnumerationName } from '@vusal/shared/catalog/enums';
import type { FullProfile } from '@vusal/shared/schemas/profile';

type ValueOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T];

/** A field of the full profile view: how its value reads, and whether it takes a whole row. */
export type ProfileFieldSpec =
  | { kind: 'text'; name: ValueOf<FullProfile, string | null>; isWide?: boolean }
  | { kind: 'enum'; name: ValueOf<FullProfile, string | null>; enumeration: EnumerationName }
  | { kind: 'list'; name: ValueOf<FullProfile, readonly string[]>; enumeration: EnumerationName }
  | { kind: 'age' | 'dateOfBirth' | 'city' | 'height' | 'partnerAge' };

export type ProfileSectionKey =
  | 'basics'
  | 'goalsStatus'
  | 'lifestyle'
  | 'health'
  | 'interests'
  | 'travel'
  | 'partner'
  | 'values'
  | 'work'
  | 'thoughts'
  | 'about';

/**
 * The sections of the full view, in the order and grouping of the editor's cards (spec section
 * 2, "Profile setup and edit"), so a person finds on their profile what they filled in there.
 */
export const profileSections: readonly {
  key: ProfileSectionKey;
  fields: readonly ProfileFieldSpec[];
}[] = [
  {
    key: 'basics',
    fields: [
      { kind: 'age' },
      { kind: 'dateOfBirth' },
      { kind: 'enum', name: 'gender', enumeration: 'gender' },
      { kind: 'city' },
      { kind: 'height' },
    ],
  },
  {
    key: 'goalsStatus',
    fields: [
      { kind: 'list', name: 'relationshipGoals', enumeration: 'relationship_goals' },
      { kind: 'enum', name: 'maritalStatus', enumeration: 'marital_status' },
      { kind: 'enum', name: 'currentRelationship', enumeration: 'current_relationship' },
      { kind: 'enum', name: 'children', enumeration: 'children' },
      { kind: 'enum', name: 'partnerChildrenOk', enumeration: 'partner_children_ok' },
      { kind: 'text', name: 'familyPlans', isWide: true },
    ],
  },
  {
    key: 'lifestyle',
    fields: [
      { kind: 'enum', name: 'smokes', enumeration: 'smokes' },
      { kind: 'enum', name: 'drinksAlcohol', enumeration: 'drinks_alcohol' },
      { kind: 'enum', name: 'diet', enumeration: 'diet' },
      { kind: 'text', name: 'lifestyle', isWide: true },
    ],
  },
  {
    key: 'health',
    fields: [
      { kind: 'enum', name: 'doesSports', enumeration: 'does_sports' },
      { kind: 'enum', name: 'exerciseFrequency', enumeration: 'exercise_frequency' },
      { kind: 'text', name: 'healthLimitations', isWide: true },
    ],
  },
  {
    key: 'interests',
    fields: [
      { kind: 'text', name: 'hobbies', isWide: true },
      { kind: 'text', name: 'interests', isWide: true },
      { kind: 'list', name: 'musicGenres', enumeration: 'music_genres' },
      { kind: 'text', name: 'favoriteMovies', isWide: true },
      { kind: 'text', name: 'lastBookRead' },
    ],
  },
  {
    key: 'travel',
    fields: [
      { kind: 'enum', name: 'enjoysTraveling', enumeration: 'enjoys_traveling' },
      { kind: 'text', name: 'lastTravelDestination' },
    ],
  },
  {
    key: 'partner',
    fields: [
      { kind: 'partnerAge' },
      { kind: 'enum', name: 'heightImportant', enumeration: 'height_important' },
      { kind: 'list', name: 'dealBreakers', enumeration: 'deal_breakers' },
    ],
  },
  {
    key: 'values',
    fields: [
      { kind: 'list', name: 'relationshipValues', enumeration: 'relationship_values' },
      { kind: 'text', name: 'religion' },
    ],
  },
  {
    key: 'work',
    fields: [
      { kind: 'enum', name: 'educationLevel', enumeration: 'education_level' },
      { kind: 'text', name: 'education' },
      { kind: 'text', name: 'profession' },
      { kind: 'text', name: 'professionalField' },
      { kind: 'enum', name: 'annualIncome', enumeration: 'annual_income' },
    ],
  },
  {
    key: 'thoughts',
    fields: [
      { kind: 'text', name: 'biggestDream', isWide: true },
      { kind: 'text', name: 'lifeMotto', isWide: true },
    ],
  },
  {
    key: 'about',
    fields: [
      { kind: 'text', name: 'bio', isWide: true },
      { kind: 'text', name: 'aboutPartner', isWide: true },
    ],
  },
];
