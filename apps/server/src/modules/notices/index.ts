export type { NoticeService } from './notices.service';
