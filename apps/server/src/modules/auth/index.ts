// The auth module's public surface: what other modules and app.ts may use.
export type { RequestUser } from './auth.types';
