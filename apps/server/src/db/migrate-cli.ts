// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded
// database under $DATA_DIR/db. Settings come from the one reader, config.ts.
import { loadConfigOrExit } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';

const config = loadConfigOrExit();
const handle = await openDatabase(config.database);
try {
  await migrate(handle);
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
