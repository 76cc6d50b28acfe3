/**
 * The one error vocabulary. The server answers `{ error: { code, message, requestId } }` with one of these
 * codes; the client translates `errors.<code>`. Statuses live here so both sides agree.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  CURRENT_PASSWORD_INVALID: 400,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  ORIGIN_NOT_ALLOWED: 403,
  ACCOUNT_DEACTIVATED: 403,
  ACCOUNT_DELETED: 409,
  /** A moderator suspended the account; `details` carries `until` and `reason` (issue 24). */
  ACCOUNT_SUSPENDED: 403,
  /** A moderator banned the account for good; `details` carries `reason`. */
  ACCOUNT_BANNED: 403,
  /** Issue 23, item 7: a moderator asked this member to verify before they like or write. */
  VERIFICATION_REQUIRED: 403,
  /** Issue 23, item 6: the recipient accepts likes and messages from verified members only. */
  RECIPIENT_REQUIRES_VERIFIED: 403,
  /** Issue 23: the selfie check starts from a profile with a main photo to compare with. */
  VERIFICATION_PHOTO_REQUIRED: 409,
  /** Decision 037: a member shows at most MAX_PROFILE_PHOTOS photos. */
  PHOTO_LIMIT: 409,
  /** Decision 037: a profile is approved only with at least one photo. */
  PHOTO_REQUIRED: 409,
  /** Issue 23: at most `VERIFICATION.triesPerDay` tries within a rolling day. */
  VERIFICATION_LIMIT: 429,
  /** Issue 36: one data export a day; `details.availableAt` says when the next may be asked. */
  EXPORT_LIMIT: 429,
  /** Issue 23: this selfie (or a near-identical one) was sent before, by someone. */
  SELFIE_REUSED: 409,
  /** A sanction takes one appeal. */
  APPEAL_ALREADY_SENT: 409,
  PROFILE_PENDING: 403,
  MATCH_REQUIRED: 403,
  PREMIUM_REQUIRED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  /** An admin tried to deactivate themselves (or otherwise lock themselves out). */
  ADMIN_SELF_LOCKOUT: 409,
  /** The `ADMIN_EMAIL` account's admin role cannot be taken away (D4). */
  ADMIN_ROLE_PROTECTED: 409,
  /**
   * SECURITY 37: decisions about moderators and admins are for admins only, and nobody decides
   * against the `ADMIN_EMAIL` account. The refusal is audited.
   */
  STAFF_PROTECTED: 403,
  /** Issue 34, item 12: staff roles go only to members approved with an approved photo. */
  STAFF_PROFILE_REQUIRED: 409,
  INVALID_TOKEN: 400,
  /** A like, superlike or pass aimed at oneself. */
  SELF_LIKE: 400,
  /** Issue 22: the member has no pass recent enough to take back. */
  NOTHING_TO_UNDO: 409,
  /** Issue 22: only the member's newest pass can be taken back, not an earlier one. */
  PASS_NOT_LATEST: 409,
  /** D5: members like across genders only, as browse shows only the opposite gender. */
  SAME_GENDER_LIKE: 403,
  /** The person was liked before ('Bu şəxsi artıq bəyənmişsiniz'). */
  ALREADY_LIKED: 409,
  /** A member answers a match's chat question once (D14). */
  CONSENT_ALREADY_GIVEN: 409,
  /** The other member said no to chatting: the question is closed, an answer stores nothing. */
  CHAT_DECLINED: 409,
  /** The chat does not exist, is not the member's, or is not open (no consent, ended, block). */
  CHAT_NOT_FOUND: 404,
  /**
   * Issue 39, item 2: no open question about the other member's guardian awaits this member's
   * answer (never asked, already answered, or the match is gone).
   */
  CHAT_SHARING_NOT_ASKED: 409,
  /** A message could not be stored (the database is down): never a false acknowledgement. */
  MESSAGE_NOT_SENT: 503,
  /**
   * Contact details in a young chat, sent without the sender's "send anyway": nothing stored, the
   * client asks first (decision 021).
   */
  CONTACT_DETAILS_UNCONFIRMED: 409,
  /** Issue 26: a push endpoint that is not a known push service (the server would POST to it). */
  PUSH_ENDPOINT_REFUSED: 400,
  /**
   * Issue 40: no call in this match: not a match of the member's, unmatched, or either member
   * blocked the other (the caller does not learn which, as with CHAT_NOT_FOUND).
   */
  CALL_NOT_A_MATCH: 404,
  /** Issue 40: calls are not on for this match (the member's own switch, or not yet both). */
  CALLS_NOT_ON: 409,
  /**
   * Issue 40: three unanswered calls to this match within an hour; `details.retryAt` (ISO) says
   * when the caller may call again.
   */
  CALL_COOL_DOWN: 429,
  /** Issue 40: the other member (or this one) is already in a call or ringing. */
  CALL_BUSY: 409,
  /** Issue 40: no such call of the member's in a state that allows this (it ended, say). */
  CALL_NOT_FOUND: 404,
  /** Issue 39: a member cannot invite their own address as their guardian. */
  GUARDIAN_SELF_INVITE: 400,
  /** Issue 39: the invited address belongs to a member account; members cannot be guardians. */
  GUARDIAN_IS_MEMBER: 409,
  /** Issue 39: the member already has an invitation or a guardian (one at a time). */
  GUARDIAN_ALREADY_INVITED: 409,
  /** Issue 39: an invitation is accepted by the account of the address it went to. */
  INVITATION_OTHER_ACCOUNT: 403,
  /** Issue 39: the invited address has an account already: sign in to accept. */
  GUARDIAN_ACCOUNT_EXISTS: 409,
  /** Issue 39: a guardian account has no profile, photos or answers of its own. */
  GUARDIAN_ACCOUNT: 403,
  /**
   * Issue 39 (decision 053): every field of a relative's proposed edit was changed by the member
   * after the relative wrote it; nothing is applied and the proposal still waits (decline it).
   */
  PROPOSAL_STALE: 409,
  /** Decision 053: the proposal was accepted, declined or withdrawn already. */
  PROPOSAL_DECIDED: 409,
  /** Decision 053: at most PROFILE_PROPOSALS_PENDING_MAX proposals wait at once per relative. */
  PROPOSAL_LIMIT: 409,
  /**
   * Issue 39, item 4 (decision 052): a request for the families to meet needs a chat at least
   * a week old with messages from both members.
   */
  FAMILY_MEETING_TOO_EARLY: 409,
  /** Decision 052: one pending request for the families to meet per match at a time. */
  FAMILY_MEETING_PENDING: 409,
  /** Decision 052: no such request of this member's that may still be answered. */
  FAMILY_MEETING_NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof errorStatus;

export const appErrorCodes = Object.keys(errorStatus) as AppErrorCode[];

export type FieldIssue = { path: string; message: string };

/** What an answer tells beyond its code, e.g. a suspension's end and reason. */
export type ErrorDetails = Record<string, string | null>;

/**
 * The body of every error answer. `message` is an i18n key or a safe English fallback;
 * `requestId` names the request in the server's logs (and its `X-Request-Id` header).
 */
export type ErrorBody = {
  error: {
    code: AppErrorCode;
    message: string;
    requestId: string;
    issues?: FieldIssue[];
    details?: ErrorDetails;
  };
};

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && value in errorStatus;
}

const codeByStatus: Partial<Record<number, AppErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * The one HTTP status → code mapping: the code a status means when the body carries none (a
 * framework or proxy answer, an upload's XHR). Other client errors are a `BAD_REQUEST`, other
 * server errors `INTERNAL`.
 */
export function codeForStatus(status: number): AppErrorCode {
  return codeByStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
