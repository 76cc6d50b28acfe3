// The moderation module's public surface: the member-side service other modules file reports
// through (chat reports a message). Its queues, decisions, sanctions, photo review and selfie
// check are entered over HTTP only (docs/architecture.md, "Moderation").
export type { ModerationService } from './moderation.service';
export { moderationRetention } from './moderation-retention';
