export type { BadgesService } from './badges.service';
