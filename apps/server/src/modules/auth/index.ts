// The auth module's public surface: the request guards, the session cookie, and who is asking.
export type { AuthDependencies, RequestUser } from './auth.types';
export { clearCookie, setCookie, SESSION_COOKIE, type CookiePolicy } from './cookies';
export type { SessionService } from './session.service';
export {
  actorOf,
  currentUser,
  requireAdmin,
  requireApproved,
  requireApprovedOrGuardian,
  requireGuardian,
  requireMember,
  requireModerator,
  requireUser,
  type Actor,
} from './session.hook';
// Decisions 058, 062, 063, 065: a route's statement checks the session it was lent.
export {
  lentStanding,
  standingRefusals,
  type StandingRefusal,
  standingUser,
  viewerColumns,
  viewerStanding,
  type ViewerStanding,
} from './session-standing';
// Runs on the caller's database or transaction: deactivation ends sessions in its own.
export { deleteSessionsOf } from './sessions.repository';
// Issue 24, item 4: a ban holds the address and the device, in the caller's transaction.
export { banIdentitiesOf, freeIdentitiesOf, normalisedEmail } from './identities';
// The one way links' tokens are made and kept hashed (SECURITY 6), for the data export too.
export { randomToken, type TokenHasher } from './tokens';
// Issue 36, item 6: expired sessions, links and counters, deleted every few minutes.
export { authRetention } from './auth-retention';
export { defaultAuthLimits, type AuthLimits } from './auth.types';
