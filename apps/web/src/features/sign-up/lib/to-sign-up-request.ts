import type { AccountLocale } from '@vusal/shared/catalog/countries';
import type { SignUpInput } from '@vusal/shared/schemas/registration';
import type { SignUpFormValues } from './form-values';

/** The JSON sent as the `data` part: `signUpSchema`'s input (the city may still be unchosen). */
export type SignUpRequest = Omit<SignUpInput, 'city' | 'acceptTerms'> & {
  city: SignUpInput['city'] | '';
  /** The consent box as ticked or not: the schema (on both sides) refuses `false`. */
  acceptTerms: boolean;
};

const blankToNull = <T extends string>(value: T | ''): T | null => (value === '' ? null : value);

function partnerAge(value: string): number | null {
  const age = Number(value);
  return value.trim() === '' || Number.isNaN(age) ? null : age;
}

/**
 * Everything typed, as the server's `signUpSchema` reads it: the confirmation stays in the
 * browser, empty optionals go as null (the spec stores them so), the language and region are
 * the page's (the account's mails open there, decision 042).
 */
export function toSignUpRequest(values: SignUpFormValues, locale: AccountLocale): SignUpRequest {
  const { confirmPassword: _confirmation, partnerAgeMin, partnerAgeMax, ...rest } = values;
  return {
    ...rest,
    maritalStatus: blankToNull(rest.maritalStatus),
    currentRelationship: blankToNull(rest.currentRelationship),
    children: blankToNull(rest.children),
    partnerChildrenOk: blankToNull(rest.partnerChildrenOk),
    smokes: blankToNull(rest.smokes),
    drinksAlcohol: blankToNull(rest.drinksAlcohol),
    doesSports: blankToNull(rest.doesSports),
    exerciseFrequency: blankToNull(rest.exerciseFrequency),
    diet: blankToNull(rest.diet),
    healthLimitations: blankToNull(rest.healthLimitations.trim()),
    hobbies: blankToNull(rest.hobbies.trim()),
    favoriteMovies: blankToNull(rest.favoriteMovies.trim()),
    lastBookRead: blankToNull(rest.lastBookRead.trim()),
    enjoysTraveling: blankToNull(rest.enjoysTraveling),
    lastTravelDestination: blankToNull(rest.lastTravelDestination.trim()),
    partnerAgeMin: partnerAge(partnerAgeMin),
    partnerAgeMax: partnerAge(partnerAgeMax),
    heightImportant: blankToNull(rest.heightImportant),
    educationLevel: blankToNull(rest.educationLevel),
    profession: blankToNull(rest.profession.trim()),
    annualIncome: blankToNull(rest.annualIncome),
    biggestDream: blankToNull(rest.biggestDream.trim()),
    lifeMotto: blankToNull(rest.lifeMotto.trim()),
    bio: blankToNull(rest.bio.trim()),
    aboutPartner: blankToNull(rest.aboutPartner.trim()),
    religiousPractice: blankToNull(rest.religiousPractice),
    nikahExpectation: blankToNull(rest.nikahExpectation),
    familyRegion: blankToNull(rest.familyRegion),
    ...locale,
  };
}
