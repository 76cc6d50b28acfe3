// The account module's public surface: its registration and its retention jobs.
export { registerAccountModule } from './account.module';
export { accountRetention } from './account-retention';
