import { WIZARD_STEPS } from '@vusal/shared/catalog/constants';
import type { CitySlug } from '@vusal/shared/catalog/cities';
import type { Gender, PhotoVisibility, RelationshipGoal } from '@vusal/shared/catalog/enums';
import type { SignUpDetails } from '@vusal/shared/schemas/registration';

type DetailName = keyof SignUpDetails;
type AgeName = 'partnerAgeMin' | 'partnerAgeMax';

/**
 * What the wizard's inputs hold: strings and lists, `''` for "nothing chosen". Steps 3–8 keep the
 * field names of `signUpDetailsSchema`; partner ages are typed into number inputs, so strings.
 */
export type SignUpFormValues = {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: Gender | '';
  city: CitySlug | '';
  relationshipGoals: RelationshipGoal[];
  acceptTerms: boolean;
  photoVisibility: PhotoVisibility;
} & { [K in Exclude<DetailName, AgeName>]-?: NonNullable<SignUpDetails[K]> } & {
  [K in AgeName]: string;
};

export type SignUpFieldName = keyof SignUpFormValues;

/** The profile photo is a file, not a form value, but it is a field of step 3 all the same. */
export const PHOTO_FIELD = 'photo';
export type WizardFieldName = SignUpFieldName | typeof PHOTO_FIELD;

export const emptySignUpValues: SignUpFormValues = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  birthDate: '',
  gender: '',
  city: '',
  relationshipGoals: [],
  photoVisibility: 'everyone',
  maritalStatus: '',
  currentRelationship: '',
  children: '',
  partnerChildrenOk: '',
  smokes: '',
  drinksAlcohol: '',
  doesSports: '',
  exerciseFrequency: '',
  diet: '',
  healthLimitations: '',
  hobbies: '',
  musicGenres: [],
  favoriteMovies: '',
  lastBookRead: '',
  enjoysTraveling: '',
  lastTravelDestination: '',
  partnerAgeMin: '',
  partnerAgeMax: '',
  heightImportant: '',
  relationshipValues: [],
  dealBreakers: [],
  educationLevel: '',
  profession: '',
  annualIncome: '',
  biggestDream: '',
  lifeMotto: '',
  bio: '',
  aboutPartner: '',
  managedBy: 'self',
  religiousPractice: '',
  nikahExpectation: '',
  familyRegion: '',
  acceptTerms: false,
};

/** The fields of each step, in the order they are shown (and focused when invalid). */
export const stepFields: readonly (readonly WizardFieldName[])[] = [
  ['email', 'password', 'confirmPassword'],
  ['firstName', 'lastName', 'birthDate', 'gender', 'city', 'relationshipGoals'],
  [
    PHOTO_FIELD,
    'maritalStatus',
    'currentRelationship',
    'children',
    'partnerChildrenOk',
    'managedBy',
    'religiousPractice',
    'nikahExpectation',
    'familyRegion',
  ],
  ['smokes', 'drinksAlcohol', 'doesSports', 'exerciseFrequency', 'diet', 'healthLimitations'],
  [
    'hobbies',
    'musicGenres',
    'favoriteMovies',
    'lastBookRead',
    'enjoysTraveling',
    'lastTravelDestination',
  ],
  ['partnerAgeMin', 'partnerAgeMax', 'heightImportant', 'relationshipValues', 'dealBreakers'],
  ['educationLevel', 'profession', 'annualIncome'],
  ['biggestDream', 'lifeMotto', 'bio', 'aboutPartner', 'acceptTerms'],
];

if (stepFields.length !== WIZARD_STEPS) throw new Error('stepFields must list every wizard step');

/** The field an issue path (`"relationshipValues.3"`, `"email"`) points at, if it is one of ours. */
export function fieldOfPath(path: string): WizardFieldName | undefined {
  const head = path.split('.')[0];
  return stepFields.flat().find((field) => field === head);
}

/** 1-based step that shows `field`. */
export function stepOfField(field: WizardFieldName): number {
  return stepFields.findIndex((fields) => fields.includes(field)) + 1;
}

/** Of several invalid fields, the one shown first in the wizard. */
export function firstInWizardOrder(fields: Iterable<WizardFieldName>): WizardFieldName | undefined {
  const wanted = new Set(fields);
  return stepFields.flat().find((field) => wanted.has(field));
}

/** The id of a field's control: labels, error links, focus and the end-to-end tests use it. */
export const signUpFieldId = (name: string): string => `signup-${name}`;
