// `npm run restore -- <file> [--force]`: brings a backup into the database and storage the
// server's settings name (DATABASE_URL, DATA_DIR, S3_*), refusing ones that hold data unless
// --force. Run it with the server stopped.
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { createStorage } from '../infra/storage/create-storage';
import { runOperatorCommand } from './backup-error';
import { databaseLocation } from './database-dump';
import { restoreBackup } from './restore';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <file> [--force]');
  process.exit(2);
}
const config = loadConfigOrExit();
await runOperatorCommand('Restore', () =>
  restoreBackup({
    file: positionals[0]!,
    database: databaseLocation(config.database),
    storage: createStorage(config.storage),
    force: values.force,
    log: console.log,
  }),
);
