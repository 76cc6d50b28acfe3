import { PROFILE_COMPLETION_TOTAL } from '../catalog/constants';
import type { FullProfile } from './profile';

/**
 * details.md section 5: 4 basic fields, 30 detail fields and 4 lists, 38 items. The partner
 * age range is one item (its minimum stands for it); the photo and the birth date are shown on
 * their own and not counted; gender and e-mail are not the person's to fill.
 */
const basic = ['fullName', 'age', 'city', 'bio'] as const;
const details = [
  'height',
  'maritalStatus',
  'currentRelationship',
  'children',
  'partnerChildrenOk',
  'smokes',
  'drinksAlcohol',
  'diet',
  'doesSports',
  'exerciseFrequency',
  'healthLimitations',
  'hobbies',
  'favoriteMovies',
  'lastBookRead',
  'enjoysTraveling',
  'lastTravelDestination',
  'partnerAgeMin',
  'heightImportant',
  'educationLevel',
  'professionalField',
  'profession',
  'annualIncome',
  'biggestDream',
  'lifeMotto',
  'aboutPartner',
  'interests',
  'lifestyle',
  'familyPlans',
  'religion',
  'education',
] as const;
const lists = ['relationshipGoals', 'musicGenres', 'relationshipValues', 'dealBreakers'] as const;

export const completionItems = [...basic, ...details, ...lists] as const;

type CompletionInput = Partial<Pick<FullProfile, (typeof completionItems)[number]>>;

function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim().length > 0;
  return value !== null && value !== undefined;
}

/** The completion percentage the editor and the profile show, rounded. */
export function profileCompletion(profile: CompletionInput): number {
  const filled = completionItems.filter((item) => isFilled(profile[item])).length;
  return Math.round((filled / PROFILE_COMPLETION_TOTAL) * 100);
}
