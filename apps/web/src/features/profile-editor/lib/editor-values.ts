import type { CitySlug } from '@vusal/shared/catalog/cities';
import type { enumerations, RelationshipGoal } from '@vusal/shared/catalog/enums';
import type { OwnProfile } from '@vusal/shared/schemas/profile';
import type { ProfileUpdateInput } from '@vusal/shared/schemas/profile-input';
import { toFormValue } from '../../../lib/profile-form';

type Values<K extends keyof typeof enumerations> = (typeof enumerations)[K][number];

/** The lists of the editor: checkbox groups. */
export const listFields = [
  'relationshipGoals',
  'musicGenres',
  'relationshipValues',
  'dealBreakers',
] as const;
export { numberFields } from '../../../lib/profile-form';

/**
 * What the editor's inputs hold: strings (`''` for nothing chosen or written) and lists.
 * Only the fields a person may change (profileUpdateSchema); name, age, birth date, gender and
 * e-mail are shown from the profile and never part of the form.
 */
export type EditorValues = {
  city: CitySlug | '';
  height: string;
  bio: string;
  relationshipGoals: RelationshipGoal[];
  maritalStatus: string;
  currentRelationship: string;
  children: string;
  partnerChildrenOk: string;
  familyPlans: string;
  smokes: string;
  drinksAlcohol: string;
  diet: string;
  lifestyle: string;
  doesSports: string;
  exerciseFrequency: string;
  healthLimitations: string;
  hobbies: string;
  interests: string;
  musicGenres: Values<'music_genres'>[];
  favoriteMovies: string;
  lastBookRead: string;
  enjoysTraveling: string;
  lastTravelDestination: string;
  partnerAgeMin: string;
  partnerAgeMax: string;
  heightImportant: string;
  dealBreakers: Values<'deal_breakers'>[];
  relationshipValues: Values<'relationship_values'>[];
  religion: string;
  educationLevel: string;
  education: string;
  professionalField: string;
  profession: string;
  annualIncome: string;
  biggestDream: string;
  lifeMotto: string;
  aboutPartner: string;
  /** Issue 39 (decision 052): never empty; the profile always names who writes it. */
  managedBy: Values<'managed_by'>;
  religiousPractice: string;
  nikahExpectation: string;
  familyRegion: string;
};

export type EditorField = keyof EditorValues;

/**
 * Every field in the order the cards show them: invalid fields are focused in this order,
 * and a server issue's path is matched against it.
 */
export const editorFields = [
  'city',
  'height',
  'relationshipGoals',
  'maritalStatus',
  'currentRelationship',
  'children',
  'partnerChildrenOk',
  'familyPlans',
  'smokes',
  'drinksAlcohol',
  'diet',
  'lifestyle',
  'doesSports',
  'exerciseFrequency',
  'healthLimitations',
  'hobbies',
  'interests',
  'musicGenres',
  'favoriteMovies',
  'lastBookRead',
  'enjoysTraveling',
  'lastTravelDestination',
  'partnerAgeMin',
  'partnerAgeMax',
  'heightImportant',
  'dealBreakers',
  'relationshipValues',
  'religion',
  'managedBy',
  'religiousPractice',
  'nikahExpectation',
  'familyRegion',
  'educationLevel',
  'education',
  'professionalField',
  'profession',
  'annualIncome',
  'biggestDream',
  'lifeMotto',
  'bio',
  'aboutPartner',
] as const satisfies readonly EditorField[];

const marriageDetails = ['religiousPractice', 'nikahExpectation', 'familyRegion'] as const;
type MarriageDetail = (typeof marriageDetails)[number];
const isMarriageDetail = (field: EditorField): field is MarriageDetail =>
  (marriageDetails as readonly string[]).includes(field);

/** The form's starting values: the stored profile, with null as `''`. */
export function toEditorValues(profile: OwnProfile): EditorValues {
  const values: Partial<Record<EditorField, unknown>> = {};
  for (const field of editorFields) {
    // Decision 052: the marriage details travel as one object, null to whoever may not see them.
    const stored = isMarriageDetail(field)
      ? (profile.marriageDetails?.[field] ?? null)
      : profile[field];
    values[field] = toFormValue(stored);
  }
  return values as EditorValues;
}

/** The field an issue path (`"relationshipValues.3"`, `"height"`) points at, if it is one of ours. */
export function fieldOfPath(path: string): EditorField | undefined {
  const head = path.split('.')[0];
  return editorFields.find((field) => field === head);
}

/** Compile-time proof that the form holds exactly the editable fields, each listed once. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const editorFieldsAreComplete: Same<(typeof editorFields)[number], EditorField> &
  Same<EditorField, keyof ProfileUpdateInput> = true;
