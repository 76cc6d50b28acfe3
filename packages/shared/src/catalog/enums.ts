import { relationshipGoals } from './goals';

/**
 * Every enumeration of details.md section 5 and DECISIONS.md, as stored values.
 * Labels live in the i18n catalogues under `enums.<name>.<value>`.
 */
export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

/** D5: legacy words accepted on input, stored as male or female. */
export const legacyGenderWords: Readonly<Record<string, Gender>> = {
  erkek: 'male',
  kişi: 'male',
  kisi: 'male',
  qadin: 'female',
  qadın: 'female',
};

/** Issue 23: a moderator decides verification, reviews and reports, and nothing else of /admin. */
export const roles = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof roles)[number];

/**
 * Issue 39 (decision 050): a guardian account belongs to a relative a member invited. It has no
 * profile, is never shown to anyone and can like or write to no one.
 */
export const accountKinds = ['member', 'guardian'] as const;
export type AccountKind = (typeof accountKinds)[number];

/** Issue 39: who the invited relative is to the member. */
export const guardianRelations = [
  'mother',
  'father',
  'brother',
  'sister',
  'uncle',
  'aunt',
  'other',
] as const;
export type GuardianRelation = (typeof guardianRelations)[number];

/** Issue 39: an invitation not yet accepted, a guardian in place, or one the member ended. */
export const guardianshipStatuses = ['invited', 'active', 'ended'] as const;
export type GuardianshipStatus = (typeof guardianshipStatuses)[number];

/**
 * Issue 39, item 2 (decision 051): the other member's answer to "X's family follows her
 * conversations": asked and waiting, accepted (copies from then on), or declined.
 */
export const chatSharingAnswers = ['asked', 'accepted', 'declined'] as const;
export type ChatSharingAnswer = (typeof chatSharingAnswers)[number];
/** Issue 39, item 3 (decision 052): who writes the profile; shown on it to whoever may see it. */
export const profileManagers = ['self', 'parent', 'sibling', 'relative'] as const;
export type ProfileManager = (typeof profileManagers)[number];

/**
 * Issue 39, item 5 (decision 052): optional marriage details, shown to the member's matches only
 * (members/marriage-details.ts). Each list ends in "prefer not to say", so no answer is forced.
 */
export const religiousPractices = [
  'practising',
  'moderately',
  'not_practising',
  'prefer_not_say',
] as const;
export type ReligiousPractice = (typeof religiousPractices)[number];

/** Whether the family expects a nikah / kəbin (decision 052). */
export const nikahExpectations = ['yes', 'no', 'open', 'prefer_not_say'] as const;
export type NikahExpectation = (typeof nikahExpectations)[number];

/** Issue 39, item 4 (decision 052): a request for the families to meet. */
export const familyMeetingStatuses = ['pending', 'accepted', 'declined', 'expired'] as const;
export type FamilyMeetingStatus = (typeof familyMeetingStatuses)[number];

export { relationshipGoals, type RelationshipGoal } from './goals';

export const maritalStatuses = ['never', 'divorced', 'widowed'] as const;
/** D10 */
export const currentRelationships = ['no', 'complicated', 'prefer_not_say'] as const;
export const childrenOptions = ['no', 'yes', 'want_children'] as const;
export const partnerChildrenOptions = ['no_problem', 'prefer_no', 'depends'] as const;
export const smokingOptions = ['no', 'occasionally', 'regularly'] as const;
export const drinkingOptions = ['no', 'socially', 'regularly'] as const;
export const diets = ['omnivore', 'vegetarian', 'vegan', 'kosher', 'halal', 'other'] as const;
export const sportsOptions = ['yes', 'sometimes', 'no'] as const;
export const exerciseFrequencies = ['never', '1-2', '3-4', '5-6', 'daily'] as const;
export const travelOptions = ['love_it', 'sometimes', 'not_really'] as const;
export const heightImportance = ['very_important', 'somewhat', 'not_important'] as const;
export const educationLevels = ['high_school', 'vocational', 'bachelor', 'master', 'phd'] as const;
export const annualIncomes = [
  'prefer_not_say',
  'under_10k',
  '10k_20k',
  '20k_40k',
  '40k_plus',
] as const;
export const locationVisibilities = ['exact', 'city', 'region', 'hidden'] as const;
export type LocationVisibility = (typeof locationVisibilities)[number];

/**
 * Issue 38, item 1: who gets a member's photos as they are; everyone else gets the blurred
 * copy. `everyone` (every approved member who may see the profile) is the default.
 */
export const photoVisibilities = ['everyone', 'matches', 'revealed'] as const;
export type PhotoVisibility = (typeof photoVisibilities)[number];

export const musicGenres = [
  'pop',
  'rock',
  'jazz',
  'classical',
  'hip_hop',
  'rnb',
  'folk',
  'electronic',
  'azerbaijani_traditional',
  'blues',
  'country',
  'reggae',
] as const;

export const relationshipValues = [
  'respect',
  'trust',
  'communication',
  'love',
  'loyalty',
  'support',
  'understanding',
  'sincerity',
  'family',
  'shared_goals',
] as const;

export const dealBreakers = [
  'lying',
  'cheating',
  'aggression',
  'selfishness',
  'indifference',
  'drug_use',
  'gambling',
  'disrespect',
  'financial_irresponsibility',
] as const;

export const deletionReasons = [
  'found_someone',
  'not_satisfied',
  'taking_break',
  'privacy_concerns',
  'too_busy',
  'other',
] as const;

/** Issue 24: the category a report names, whether it starts at a profile, a chat or a message. */
export const reportReasons = [
  'fake_profile',
  'scam',
  'harassment',
  'inappropriate_photos',
  'underage',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;

/** `call`: the line a missed or declined call leaves (issue 40); its text is a `CallLine`. */
export const messageTypes = ['text', 'image', 'file', 'call'] as const;

/** Issue 40: what a call carries. */
export const callKinds = ['voice', 'video'] as const;

/** Issue 24, item 3: what a moderator decides about a report. */
export const reportDecisions = [
  'dismiss',
  'warn',
  'require_verification',
  'suspend',
  'ban',
] as const;
export type ReportDecision = (typeof reportDecisions)[number];

/** What a decision leaves on the member: every decision but a dismissal. */
export const sanctionKinds = ['warn', 'require_verification', 'suspend', 'ban'] as const;
export type SanctionKind = (typeof sanctionKinds)[number];

/** The lengths a suspension can have, in days. */
export const suspensionDays = [1, 7, 30] as const;
export type SuspensionDays = (typeof suspensionDays)[number];

export const appealStatuses = ['open', 'upheld', 'lifted'] as const;
export type AppealStatus = (typeof appealStatuses)[number];

export const adminActions = [
  'approve',
  'activate',
  'deactivate',
  'make_admin',
  'remove_admin',
  'make_moderator',
  'remove_moderator',
  'dismiss_report',
  'action_report',
  'warn',
  'require_verification',
  'suspend',
  'ban',
  'uphold_appeal',
  'lift_sanction',
  'accept_change',
  'reject_change',
  'approve_verification',
  'reject_verification',
  'reject_profile',
  // SECURITY 37: a decision about staff or the owner that was refused; `details.attempted`.
  'refuse_sanction',
  'dismiss_marked_message',
] as const;

/**
 * Issue 23, item 9: what an admin may ask a pending member to fix before approval. The member
 * reads each in words, with what to do, on the pending screen and in the e-mail.
 */
export const profileRejectionReasons = [
  'no_photo',
  'photo_unclear',
  'photo_not_you_or_fake',
  'bio_missing',
  'contact_details_in_text',
  'offensive_content',
  'other',
] as const;
export type ProfileRejectionReason = (typeof profileRejectionReasons)[number];

/**
 * Every enumeration by its column name, so the database schema builds its CHECK constraints
 * and the i18n test proves each value has a label, from one list.
 */
export const enumerations = {
  gender: genders,
  relationship_goals: relationshipGoals,
  marital_status: maritalStatuses,
  current_relationship: currentRelationships,
  children: childrenOptions,
  partner_children_ok: partnerChildrenOptions,
  smokes: smokingOptions,
  drinks_alcohol: drinkingOptions,
  diet: diets,
  does_sports: sportsOptions,
  exercise_frequency: exerciseFrequencies,
  enjoys_traveling: travelOptions,
  height_important: heightImportance,
  education_level: educationLevels,
  annual_income: annualIncomes,
  location_visibility: locationVisibilities,
  photo_visibility: photoVisibilities,
  music_genres: musicGenres,
  relationship_values: relationshipValues,
  deal_breakers: dealBreakers,
  deletion_reason: deletionReasons,
  report_reason: reportReasons,
  role: roles,
  guardian_relation: guardianRelations,
  managed_by: profileManagers,
  religious_practice: religiousPractices,
  nikah_expectation: nikahExpectations,
  family_meeting_status: familyMeetingStatuses,
} as const;

export type EnumerationName = keyof typeof enumerations;

/** Issue 26: how often a member hears of one kind of news, per channel (push, e-mail). */
export const noticeFrequencies = ['immediately', 'daily', 'off'] as const;
export type NoticeFrequency = (typeof noticeFrequencies)[number];

/** Issue 26: the kinds of news a member sets a frequency for. */
export const noticeTopics = ['matches', 'messages', 'likes'] as const;
export type NoticeTopic = (typeof noticeTopics)[number];
