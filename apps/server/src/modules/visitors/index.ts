// "Who viewed me" (decision 045): the service the profiles module records visits with, and the
// count the badges module shows.
export type { Visit, VisitorsService } from './visitors.service';
export { visitorsShownSince } from './visitors.repository';
