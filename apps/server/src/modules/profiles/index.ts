// The profiles module's public surface: the photos waiting for a moderator, which the
// moderation module's photo review reads and decides (docs/architecture.md, "Moderation").
export type { PendingPhotos, PhotoDecision } from './pending-photos';
