import type { Config } from '../config';
import type { Storage } from '../infra/storage/storage.types';
import type { DatabaseHandle } from './client';
import { seedAdmin } from './seed/admin';
import { seedDemoProfiles } from './seed/demo';

export type SeedOptions = {
  /** D4: this account is made admin, and created first when it does not exist. */
  adminEmail?: string;
  /** The new admin's password; when unset a strong one is generated and returned once. */
  adminPassword?: string;
  /** Insert the demo profiles (and their avatars) unless they exist already. */
  demo: boolean;
  storage: Storage;
  log: (message: string) => void;
};

export type SeedResult = {
  adminCreated: boolean;
  /** Set only when the admin was created with a generated password; log it once. */
  generatedPassword?: string;
  /** How many demo profiles this call inserted (0 when they existed already). */
  demoProfiles: number;
};

/** The one reading of the seed settings, for the server's start-up and `npm run db:seed` alike. */
export function seedOptionsFrom(
  config: Pick<Config, 'admin' | 'seedDemo'>,
  storage: Storage,
  log: (message: string) => void,
): SeedOptions {
  return {
    adminEmail: config.admin.email,
    adminPassword: config.admin.password,
    demo: config.seedDemo,
    storage,
    log,
  };
}

/** Idempotent: safe on every start and on several nodes at once. */
export async function seed(handle: DatabaseHandle, options: SeedOptions): Promise<SeedResult> {
  const admin = options.adminEmail
    ? await seedAdmin(handle.db, { email: options.adminEmail, password: options.adminPassword })
    : { adminCreated: false };
  const demoProfiles = options.demo
    ? await seedDemoProfiles(handle.db, options.storage, options.log)
    : 0;
  return { ...admin, demoProfiles };
}
