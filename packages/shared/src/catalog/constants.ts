import { RETENTION_DAYS } from './retention';

/** Business constants of details.md section 9 and DECISIONS D2, D3, D13, S8. One place each. */
export const WIZARD_STEPS = 8;
export const MIN_AGE = 18;
export const MAX_AGE = 80;
export const DEFAULT_PREFERENCE_AGE = { min: 18, max: 50 } as const;
export const EXPLORE_AGE = { min: 18, max: 60 } as const;
export const HEIGHT_CM = { min: 140, max: 200 } as const;
export const EARLIEST_BIRTH_DATE = '1940-01-01';

/** D2: free for the first 1000 users, for 6 months. */
export const FREE_PERIOD = { users: 1000, months: 6 } as const;
/** D3: monthly prices in the active country's currency; no payments are taken yet. */
export const PRICES = { monthly: 15, premium: 25, currency: 'AZN' } as const;

export const PROFILE_PHOTO = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png'],
} as const;
/** Decision 037: how many photos one member shows, counting those waiting for review. */
export const MAX_PROFILE_PHOTOS = 6;
/** Decision 053: how many of one relative's proposed profile edits may wait at once. */
export const PROFILE_PROPOSALS_PENDING_MAX = 10;
/** Decision 053: a relative's proposed edit waits, then the member accepts or declines it. */
export const profileProposalStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type ProfileProposalStatus = (typeof profileProposalStatuses)[number];
/** Decision 037: approved photos others see; pending ones only their owner and moderators. */
export const photoStates = ['approved', 'pending'] as const;
export type PhotoState = (typeof photoStates)[number];
export const CHAT_ATTACHMENT = {
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'],
} as const;
export const CAMERA_CAPTURE = { width: 640, height: 480, jpegQuality: 0.9 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Issue 22, item 6: how often an open pending screen asks whether the profile is approved. */
export const APPROVAL_POLL_MS = 5000;

export const TYPING = { clearAfterMs: 3000, remoteExpiryMs: 4000 } as const;
/**
 * A chat is young until each member sent this many messages and this many hours passed since it
 * opened: contact details in it ask the sender first and are marked for moderators (decision 021).
 */
export const YOUNG_CHAT = { messagesEach: 10, hours: 48 } as const;
export const COMPOSER_REFOCUS = { windowMs: 10_000, intervalMs: 500 } as const;
export const MOBILE_BREAKPOINT_PX = 768;
export const CHAT_LIST_WIDTH_PX = 320;
export const EMOJI_GRID_COLUMNS = 8;

/** S8: deleted accounts can be restored for this long, then are purged (the retention catalogue). */
export const ACCOUNT_ARCHIVE_DAYS = RETENTION_DAYS.deletedAccounts;
/** D13: a passed profile returns to browse after this long. */
export const PASS_RETURN_DAYS = 30;
/** Issue 22: a member's newest pass can be taken back for this long. */
export const PASS_UNDO_MINUTES = 10;

export const TOAST_DURATION_MS = {
  superlike: 4000,
  success: 3000,
  password: 3000,
  deletion: 5000,
} as const;
export const BADGE_MAX = 9;
export const PROFILE_COMPLETION_TOTAL = 38;
export const RELATIONSHIP_VALUES_MAX = 3;

export const ADMIN_PREVIEW = {
  profiles: 3,
  likes: 2,
  matches: 1,
  stats: [5, 3, 2, 1, 3],
} as const;

/** Where members write for help (spec section 1: "a support e-mail"), shown in the FAQ. */
export const SUPPORT_EMAIL = 'support@vusal.az';

/**
 * Issue 24: what a report freezes for the moderators, and the automatic first response: this
 * many different reporters within `holdWindowDays` take a member out of browse and explore
 * until a moderator decides (decision 022).
 */
export const REPORTS = {
  /** The reported member's latest messages a report freezes (decision 022). */
  frozenMessages: 25,
  /** With the reporter's among them: however much the reporter writes, theirs fill the rest. */
  frozenMessagesInAll: 50,
  countWindowDays: 30,
  holdReporters: 3,
  holdWindowDays: 7,
} as const;

/**
 * The version of the Terms of Service and Privacy Policy (the catalogues' `legal` texts). Bump it
 * whenever either text changes in any language: each account stores the version it accepted at
 * sign-up, and when (docs/decisions/020-consent-versioning.md).
 */
export const LEGAL_TEXTS_VERSION = 2;
