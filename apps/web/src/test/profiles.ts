import { profileCompletion } from '@vusal/shared/schemas/completion';
import type { FullProfile, OwnProfile, ProfilePreview } from '@vusal/shared/schemas/profile';

const userId = '00000000-0000-4000-8000-000000000001';

/** A full profile with every optional field empty; override what the test is about. */
export function fullProfile(overrides: Partial<FullProfile> = {}): FullProfile {
  return {
    userId,
    profileId: '10000000-0000-4000-8000-000000000001',
    isDemo: false,
    isVerified: false,
    fullName: 'Aysel Məmmədova',
    age: 31,
    dateOfBirth: '1994-05-17',
    city: 'baku',
    region: 'baku',
    gender: 'female',
    bio: 'I love the Caspian at sunset.',
    photoUrl: null,
    photos: [],
    height: null,
    relationshipGoals: ['marriage', 'serious_relationship'],
    maritalStatus: null,
    currentRelationship: null,
    children: null,
    partnerChildrenOk: null,
    smokes: null,
    drinksAlcohol: null,
    diet: null,
    doesSports: null,
    exerciseFrequency: null,
    healthLimitations: null,
    hobbies: null,
    musicGenres: [],
    favoriteMovies: null,
    lastBookRead: null,
    enjoysTraveling: null,
    lastTravelDestination: null,
    partnerAgeMin: null,
    partnerAgeMax: null,
    heightImportant: null,
    relationshipValues: [],
    dealBreakers: [],
    aboutPartner: null,
    educationLevel: null,
    education: null,
    professionalField: null,
    profession: null,
    annualIncome: null,
    biggestDream: null,
    lifeMotto: null,
    interests: null,
    lifestyle: null,
    familyPlans: null,
    religion: null,
    managedBy: 'self',
    marriageDetails: null,
    ...overrides,
  };
}

/** The signed-in person's own profile (`GET /api/profiles/me`), pending by default (D1). */
export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  const profile = fullProfile(overrides);
  return {
    ...profile,
    email: 'aysel@example.com',
    isApproved: false,
    isActive: true,
    // As the server computes it, so no test shows a figure the site never could.
    completion: profileCompletion(profile),
    pendingReview: null,
    changeRejectedReason: null,
    rejection: null,
    restoredAt: null,
    ...overrides,
  };
}

/** What another member sees before a mutual match (SECURITY 12). */
export function profilePreview(overrides: Partial<ProfilePreview> = {}): ProfilePreview {
  return {
    userId: '00000000-0000-4000-8000-000000000002',
    profileId: '10000000-0000-4000-8000-000000000002',
    isDemo: false,
    isVerified: false,
    fullName: 'Elvin Quliyev',
    age: 34,
    city: 'ganja',
    region: 'ganja_dashkasan',
    bio: 'Engineer, hiker, tea lover.',
    photoUrl: null,
    photos: [],
    relationshipGoals: ['marriage'],
    ...overrides,
  };
}
