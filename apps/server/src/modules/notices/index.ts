export type { NoticeService } from './notices.service';
export type { GuardianNews } from './guardian-notices';
