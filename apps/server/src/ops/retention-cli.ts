// `npm run retention -- --dry-run` lists, per rule of the retention catalogue, what its job
// would delete now; `npm run retention` runs every job once, under the same advisory locks as
// the nodes' scheduler. Settings come from the one reader, config.ts, as for the server.
import { systemClock } from '../clock';
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/client';
import { createStorage } from '../infra/storage/create-storage';
import { defaultAuthLimits } from '../modules/auth';
import { createMediaService } from '../modules/media';
import { retentionJobs } from './retention-jobs';
import { runRetentionOnce } from './retention-run';

const args = process.argv.slice(2);
// A misspelt flag must never turn a dry run into a real one.
if (args.some((arg) => arg !== '--dry-run')) {
  console.error('Usage: npm run retention [-- --dry-run]');
  process.exit(2);
}
const dryRun = args.includes('--dry-run');

const config = loadConfigOrExit();
const handle = await openDatabase(config.database);
try {
  const storage = createStorage(config.storage);
  const jobs = retentionJobs({
    clock: systemClock,
    media: createMediaService({ storage }),
    storage,
    limits: defaultAuthLimits,
    log: { warn: (details, message) => console.warn(message, details) },
  });
  for (const line of await runRetentionOnce(handle.db, jobs, { dryRun })) console.log(line);
} finally {
  await handle.close();
}
