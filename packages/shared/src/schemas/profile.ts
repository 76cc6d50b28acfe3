import { z } from '../zod';
import { MAX_PROFILE_PHOTOS, photoStates } from '../catalog/constants';
import { citySlugs } from '../catalog/cities';
import { regionSlugs } from '../catalog/regions';
import { compatibilityMatchSchema } from './compatibility-match';
import { profileRejectionViewSchema } from './profile-rejection';
import {
  enumerations as e,
  genders,
  profileManagers,
  relationshipGoals,
  roles,
} from '../catalog/enums';

const nullableEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).nullable();

/**
 * Issue 39, item 5 (decision 052): the optional marriage details. Only the member, their matches
 * and the guardians who see those matches get them (members/marriage-details.ts); everyone else
 * gets null in their place, never a partial object.
 */
export const marriageDetailsSchema = z.object({
  religiousPractice: nullableEnum(e.religious_practice),
  nikahExpectation: nullableEnum(e.nikah_expectation),
  familyRegion: z.enum(regionSlugs).nullable(),
});
export type MarriageDetails = z.infer<typeof marriageDetailsSchema>;

/** Issue 39, item 3: "This profile is managed by …"; rows frozen before it read as the member. */
const managedByField = { managedBy: z.enum(profileManagers).default('self') };

/** Everything a profile shows once a mutual match (or an admin, or its owner) may see it. */
export const fullProfileSchema = z.object({
  userId: z.string().nullable(),
  profileId: z.string(),
  isDemo: z.boolean(),
  /** Issue 23: a moderator accepted the member's selfie, and nothing it showed changed since. */
  isVerified: z.boolean(),
  /**
   * Issue 39, item 2 (decision 051): "Family involved": the owner's guardian reads chats whose
   * other member agrees. The server always sends it; fixtures and samples may leave it out.
   */
  familyInvolved: z.boolean().optional(),
  fullName: z.string(),
  age: z.number().nullable(),
  dateOfBirth: z.string().nullable(),
  city: z.enum(citySlugs).nullable(),
  /** The city's economic region; alone (city null) when its owner shows only the region (S4). */
  region: z.enum(regionSlugs).nullable(),
  gender: z.enum(genders).nullable(),
  bio: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** Decision 037: the approved photos in the member's order; the first is `photoUrl`. */
  photos: z.array(z.string()),
  height: z.number().nullable(),
  relationshipGoals: z.array(z.enum(relationshipGoals)),
  maritalStatus: nullableEnum(e.marital_status),
  currentRelationship: nullableEnum(e.current_relationship),
  children: nullableEnum(e.children),
  partnerChildrenOk: nullableEnum(e.partner_children_ok),
  smokes: nullableEnum(e.smokes),
  drinksAlcohol: nullableEnum(e.drinks_alcohol),
  diet: nullableEnum(e.diet),
  doesSports: nullableEnum(e.does_sports),
  exerciseFrequency: nullableEnum(e.exercise_frequency),
  healthLimitations: z.string().nullable(),
  hobbies: z.string().nullable(),
  musicGenres: z.array(z.enum(e.music_genres)),
  favoriteMovies: z.string().nullable(),
  lastBookRead: z.string().nullable(),
  enjoysTraveling: nullableEnum(e.enjoys_traveling),
  lastTravelDestination: z.string().nullable(),
  partnerAgeMin: z.number().nullable(),
  partnerAgeMax: z.number().nullable(),
  heightImportant: nullableEnum(e.height_important),
  relationshipValues: z.array(z.enum(e.relationship_values)),
  dealBreakers: z.array(z.enum(e.deal_breakers)),
  aboutPartner: z.string().nullable(),
  educationLevel: nullableEnum(e.education_level),
  education: z.string().nullable(),
  professionalField: z.string().nullable(),
  profession: z.string().nullable(),
  annualIncome: nullableEnum(e.annual_income),
  biggestDream: z.string().nullable(),
  lifeMotto: z.string().nullable(),
  interests: z.string().nullable(),
  lifestyle: z.string().nullable(),
  familyPlans: z.string().nullable(),
  religion: z.string().nullable(),
  ...managedByField,
  /** Decision 052: null for whoever may not see them, and in reports' frozen copies before it. */
  marriageDetails: marriageDetailsSchema.nullable().default(null),
});
export type FullProfile = z.infer<typeof fullProfileSchema>;

/** SECURITY 12: all that shows before a mutual match. */
export const profilePreviewSchema = fullProfileSchema.pick({
  userId: true,
  profileId: true,
  isDemo: true,
  isVerified: true,
  familyInvolved: true,
  fullName: true,
  age: true,
  city: true,
  region: true,
  bio: true,
  photoUrl: true,
  photos: true,
  relationshipGoals: true,
});
export type ProfilePreview = z.infer<typeof profilePreviewSchema>;

/**
 * Issue 27: the viewer's match with the member shown; null below five shared questions, and
 * for the owner, moderators and admins, who are not looking for a partner here.
 */
const compatibilityField = { compatibility: compatibilityMatchSchema.nullable().default(null) };

/** `GET /api/profiles/:userId`: the full profile, or the preview with `isFull: false`. */
export const profileViewSchema = z.discriminatedUnion('isFull', [
  z.object({ isFull: z.literal(true), profile: fullProfileSchema, ...compatibilityField }),
  z.object({
    isFull: z.literal(false),
    // Issue 39, item 3: the profile view says who writes it to everyone who may see it; cards
    // in lists do not (decision 052).
    profile: profilePreviewSchema.extend(managedByField),
    ...compatibilityField,
  }),
]);
export type ProfileView = z.infer<typeof profileViewSchema>;

/** `GET /api/profiles/me`: the owner's own profile with its state and completion. */
export const ownProfileSchema = z.object({
  profile: fullProfileSchema.extend({
    email: z.string(),
    isApproved: z.boolean(),
    isActive: z.boolean(),
    completion: z.number().int().min(0).max(100),
    /**
     * Decisions 029, 037: since when the oldest photo added after approval waits for a
     * moderator; null when nothing waits. `photos` of the own profile lists the approved ones.
     */
    pendingReview: z.object({ since: z.iso.datetime() }).nullable(),
    /** Why a moderator turned down the last photo, until the member adds another. */
    changeRejectedReason: z.string().nullable(),
    /** Issue 23, item 9: what an admin asked to change before approval; null when nothing. */
    rejection: profileRejectionViewSchema,
    /** S8: when the owner last restored the deleted account; null for an account never deleted. */
    restoredAt: z.iso.datetime().nullable(),
  }),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>['profile'];

export const roleSchema = z.enum(roles);

/** Decision 037: one of the member's own photos, waiting for review or not. */
export const ownPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  state: z.enum(photoStates),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

/** `GET|POST|PUT|DELETE /api/profiles/me/photos…`: the member's photos in their order. */
export const ownPhotosSchema = z.object({ photos: z.array(ownPhotoSchema) });
export type OwnPhotos = z.infer<typeof ownPhotosSchema>;

/** `PUT /api/profiles/me/photos/order`: every photo's id once, in the new order. */
export const photoOrderSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(MAX_PROFILE_PHOTOS),
});

export const photoParamsSchema = z.object({ photoId: z.uuid() });
