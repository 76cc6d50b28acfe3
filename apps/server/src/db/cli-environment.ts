import path from 'node:path';

/**
 * The settings of the db:* scripts, from the same variables as the server (ARCHITECTURE,
 * Configuration). The app itself reads them only through config.ts.
 */
export function readCliEnvironment(env: NodeJS.ProcessEnv) {
  // `npm run db:migrate` at the root runs in apps/server; INIT_CWD is where it was typed, so
  // ./data means the same directory as for `npm start`.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR || './data');
  const url = env.DATABASE_URL || undefined;
  return {
    dataDir,
    database: { url, dataDir: url ? undefined : path.join(dataDir, 'db') },
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: !/^(false|0|no|off)$/i.test(env.SEED_DEMO ?? ''),
  };
}
