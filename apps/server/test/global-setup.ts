import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { newDatabase } from './postgres-databases';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  export interface ProvidedContext {
    /** On PostgreSQL, the migrated database each test file's database is a copy of. */
    migratedTemplate: string | undefined;
  }
}

/**
 * On PostgreSQL the server suite migrates one template database for the run, and each test
 * file copies it (`createTestDatabase`) instead of migrating a database of its own: over a
 * hundred files took seconds each. PGlite keeps its per-worker snapshot (test/database.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('migratedTemplate', undefined);
    return;
  }
  const template = await newDatabase(serverUrl, 'vusal_template');
  try {
    const handle = await openDatabase({ url: template.url });
    try {
      await migrate(handle);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await template.drop();
    throw error;
  }
  project.provide('migratedTemplate', template.name);
  return template.drop;
}
