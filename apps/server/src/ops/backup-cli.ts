// `npm run backup -- <file>`: one archive of the database and every stored file, read from
// DATABASE_URL (else $DATA_DIR/db) and S3_* (else $DATA_DIR/uploads), as the server reads them.
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { createStorage } from '../infra/storage/create-storage';
import { createBackup } from './backup';
import { runOperatorCommand } from './backup-error';
import { databaseLocation } from './database-dump';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  console.error('Usage: npm run backup -- <file>   (e.g. backups/vusal-2026-01-31.tar)');
  process.exit(2);
}
const config = loadConfigOrExit();
await runOperatorCommand('Backup', () =>
  createBackup({
    file: positionals[0]!,
    database: databaseLocation(config.database),
    storage: createStorage(config.storage),
    log: console.log,
  }),
);
