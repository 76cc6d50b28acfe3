/**
 * Issue 23: the selfie check (decision 031). One place for its rules, read by the server, the
 * web and the tests.
 */

/**
 * The poses a member is asked for, one picked at random per try. Each has words in every
 * catalogue (`verification.poses.<id>`) and a picture on the web (its id names it).
 */
export const verificationPoses = [
  'thumb_up_chin',
  'hand_forehead',
  'peace_cheek',
  'hand_top_head',
  'point_ear',
  'open_hand_wave',
  'fist_chin',
  'ok_eye',
  'finger_nose',
  'palm_cheek',
  'point_up',
  'three_fingers',
] as const;
export type VerificationPose = (typeof verificationPoses)[number];

/**
 * The one-time code's letters: none that reads as another on paper or in a blurred photo
 * (no 0/O/Q/D, 1/I/L, 2/Z, 5/S, 6/G, 8/B, U/V).
 */
export const VERIFICATION_CODE_ALPHABET = 'ACEFHJKMNPRTWXY3479';
export const VERIFICATION_CODE_LENGTH = 4;
export const verificationCodePattern = new RegExp(
  `^[${VERIFICATION_CODE_ALPHABET}]{${VERIFICATION_CODE_LENGTH}}$`,
);

export const VERIFICATION = {
  /** Tries (a pose and a code) a member may start within a rolling day. */
  triesPerDay: 3,
  /**
   * Two selfies whose 64-bit difference hashes differ in at most this many bits are the same
   * picture: re-encoding, resizing or a small crop moves a few bits, another photo dozens.
   */
  sameSelfieMaxDistance: 6,
} as const;

/** Where a member's check stands, as they and the web see it. */
export const verificationStatuses = [
  'not_started',
  'started',
  'waiting',
  'verified',
  'rejected',
  'lost',
  // Issue 34, item 3: a moderator asked for a new check; one can start at once.
  'required',
] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** What a moderator may answer a selfie with, besides approving it. */
export const verificationRejectReasons = [
  'face_not_visible',
  'pose_or_code_wrong',
  'different_person',
  'screen_or_print',
  'several_people',
] as const;
export type VerificationRejectReason = (typeof verificationRejectReasons)[number];

/** Why a badge went away by itself: the member is told which. */
export const verificationLostReasons = ['photo_changed', 'details_changed'] as const;
export type VerificationLostReason = (typeof verificationLostReasons)[number];
