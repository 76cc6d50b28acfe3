// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded
// database under $DATA_DIR/db.
import { readCliEnvironment } from './cli-environment';
import { openDatabase } from './client';
import { migrate } from './migrate';

const environment = readCliEnvironment(process.env);
const handle = await openDatabase(environment.database);
try {
  await migrate(handle);
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
