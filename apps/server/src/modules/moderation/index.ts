export type { ModerationService } from './moderation.service';
