// What other modules are handed of calls: the service, to end calls when a match ends.
export type { CallsService } from './calls.service';
