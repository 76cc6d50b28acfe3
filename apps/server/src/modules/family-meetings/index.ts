// Issue 39, item 4 (decision 052): registered by app.ts; nothing else imports this module.
export { registerFamilyMeetingsModule } from './family-meetings.module';
