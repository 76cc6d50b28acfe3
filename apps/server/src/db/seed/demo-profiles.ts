import { citySlugs } from '@vusal/shared/catalog/cities';
import { seededDemoBios } from '@vusal/shared/catalog/demo-bios';
import { enumerations, relationshipGoals } from '@vusal/shared/catalog/enums';
import { MAX_AGE, MIN_AGE, RELATIONSHIP_VALUES_MAX } from '@vusal/shared/catalog/constants';
import type { NewProfile } from '../schema';
import { avatarPalette, hairStyles, type AvatarSpec } from './avatar';
import {
  femaleFirstNames,
  hobbies,
  lifeMottos,
  maleFirstNames,
  occupations,
  surnames,
} from './demo-data';
import { createRandom, type Random } from './random';

const DEMO_PROFILE_COUNT = 60;
const DEMO_AGE = { min: 18, max: 60 } as const;
const DEMO_SEED = 20_240_601;

type DemoProfile = {
  profile: NewProfile & { profilePhoto: string };
  avatar: AvatarSpec;
};

function demoAvatarKey(n: number): string {
  return `avatars/demo-${n}.jpg`;
}

/**
 * The demo profiles, always the same for the same count: half women, half men, ages 18 to 60
 * leaning young, a third in Baku and the rest across the country, some details left empty.
 */
export function buildDemoProfiles(count = DEMO_PROFILE_COUNT): DemoProfile[] {
  const random = createRandom(DEMO_SEED);
  const firstNames = {
    female: random.shuffle(femaleFirstNames),
    male: random.shuffle(maleFirstNames),
  };
  return Array.from({ length: count }, (_, index) => {
    const gender = index % 2 === 0 ? 'female' : 'male';
    const firstName = firstNames[gender][Math.floor(index / 2) % firstNames[gender].length];
    if (!firstName) throw new Error('no first names to choose from');
    return buildOne(random, index + 1, gender, `${firstName} ${surname(random, gender)}`);
  });
}

function surname(random: Random, gender: 'female' | 'male'): string {
  const male = random.pick(surnames);
  return gender === 'female' && !male.endsWith('zadə') ? `${male}a` : male;
}

function buildOne(
  random: Random,
  n: number,
  gender: 'female' | 'male',
  fullName: string,
): DemoProfile {
  const e = enumerations;
  const age = DEMO_AGE.min + Math.floor((DEMO_AGE.max - DEMO_AGE.min + 1) * random.next() ** 1.6);
  const maybe = <T>(value: () => T): T | null => (random.chance(0.75) ? value() : null);
  const [profession, field] = random.pick(occupations);
  const hasJob = random.chance(0.7);

  const profile: DemoProfile['profile'] = {
    isDemo: true,
    isApproved: true,
    fullName,
    age,
    gender,
    city: random.chance(0.35) ? 'baku' : random.pick(citySlugs),
    // Stored in one language; the web shows it in the screen's (demoBioIn).
    bio: random.pick(seededDemoBios),
    profilePhoto: demoAvatarKey(n),
    height: gender === 'female' ? random.int(155, 180) : random.int(165, 195),
    relationshipGoals: random.some(relationshipGoals, 1, 3),
    maritalStatus: maybe(() =>
      age < 28 || random.chance(0.7) ? 'never' : random.pick(e.marital_status),
    ),
    children: maybe(() => random.pick(e.children)),
    partnerChildrenOk: maybe(() => random.pick(e.partner_children_ok)),
    smokes: maybe(() => random.pick(e.smokes)),
    drinksAlcohol: maybe(() => random.pick(e.drinks_alcohol)),
    diet: maybe(() => random.pick(e.diet)),
    doesSports: maybe(() => random.pick(e.does_sports)),
    exerciseFrequency: maybe(() => random.pick(e.exercise_frequency)),
    enjoysTraveling: maybe(() => random.pick(e.enjoys_traveling)),
    heightImportant: maybe(() => random.pick(e.height_important)),
    educationLevel: maybe(() => random.pick(e.education_level)),
    annualIncome: maybe(() => random.pick(e.annual_income)),
    hobbies: maybe(() => random.pick(hobbies)),
    lifeMotto: maybe(() => random.pick(lifeMottos)),
    profession: hasJob ? profession : null,
    professionalField: hasJob ? field : null,
    musicGenres: random.some(e.music_genres, 0, 3),
    relationshipValues: random.some(e.relationship_values, 0, RELATIONSHIP_VALUES_MAX),
    dealBreakers: random.some(e.deal_breakers, 0, 2),
    partnerAgeMin: Math.max(MIN_AGE, age - random.int(2, 8)),
    partnerAgeMax: Math.min(MAX_AGE, age + random.int(2, 10)),
  };
  return { profile, avatar: avatarFor(random, gender, age) };
}

function avatarFor(random: Random, gender: 'female' | 'male', age: number): AvatarSpec {
  const p = avatarPalette;
  return {
    background: random.pick(p.backgrounds),
    skin: random.pick(p.skins),
    hair: age >= 50 && random.chance(0.6) ? p.greyHair : random.pick(p.hair),
    hairStyle: random.pick(hairStyles[gender]),
    shirt: random.pick(p.shirts),
    hasBeard: gender === 'male' && random.chance(0.4),
    broadShoulders: gender === 'male',
  };
}
