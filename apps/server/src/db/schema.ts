// The one schema entry for drizzle-kit and the database client.
export * from './schema/auth';
export * from './schema/profiles';
export * from './schema/profile-photos';
export * from './schema/social';
export * from './schema/chat';
export * from './schema/moderation';
export * from './schema/sanctions';
export * from './schema/settings';
export * from './schema/report-context';
export * from './schema/report-evidence';
export * from './schema/notices';
export * from './schema/compatibility';
export * from './schema/verification';
export * from './schema/marked-messages';
export * from './schema/data-exports';
export * from './schema/calls';
