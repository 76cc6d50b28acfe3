// The admin module's public surface: what every staff action shares with it. The moderators'
// decisions (modules/moderation) end a member's sessions and write their audit rows the way
// the admin's own actions do, in the caller's transaction, and answer to the same staff rule.
export { insertAudit, type NewAuditEntry } from './admin-audit.queries';
export { auditEntry, logged, type ActionResult, type Recorded } from './admin-actions';
export { deactivateAccount, staffStandingOf } from './admin-users.queries';
export { assertMayDecide, recordingRefusals, type AttemptedDecision } from './staff-protection';
