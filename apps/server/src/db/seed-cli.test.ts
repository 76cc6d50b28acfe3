import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { user, userRoles } from './schema';

const run = promisify(execFile);
const script = path.join(import.meta.dirname, 'seed-cli.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

/** `npm run db:seed` as a person runs it: settings from the environment, through config.ts. */
function seedCli(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vusal-seed-cli-'));
  const childEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATA_DIR: dataDir,
  };
  return {
    dataDir,
    result: run(tsx, [script], { env: { ...childEnv, ...env }, timeout: 120_000 }),
  };
}

describe('npm run db:seed reads the one configuration (issue 8 item 4)', () => {
  it('refuses a SEED_DEMO value the server would refuse', async () => {
    const { result } = seedCli({ SEED_DEMO: 'yes' });
    await expect(result).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Invalid environment variable SEED_DEMO'),
    });
  }, 120_000);

  it('stores the ADMIN_EMAIL account lower-cased, as the server does', async () => {
    const { dataDir, result } = seedCli({
      ADMIN_EMAIL: 'Boss@Example.AZ',
      ADMIN_PASSWORD: 'Seed-Admin-Passw0rd',
      SEED_DEMO: 'false',
    });
    await result;
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const admins = await handle.db
        .select({ email: user.email })
        .from(user)
        .innerJoin(userRoles, eq(userRoles.userId, user.id));
      expect(admins).toEqual([{ email: 'boss@example.az' }]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
