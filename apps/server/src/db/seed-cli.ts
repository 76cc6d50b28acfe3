// `npm run db:seed`: migrates, then creates the ADMIN_EMAIL admin and (per SEED_DEMO) the demo
// profiles, with their avatars in the configured storage (S3_BUCKET, else $DATA_DIR/uploads).
// Settings come from the one reader, config.ts, exactly as for the server's start-up.
import { loadConfigOrExit } from '../config';
import { createStorage } from '../infra/storage/create-storage';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { seed, seedOptionsFrom } from './seed';

const config = loadConfigOrExit();
const handle = await openDatabase(config.database);
try {
  await migrate(handle);
  const storage = createStorage(config.storage);
  const result = await seed(handle, seedOptionsFrom(config, storage, console.log));
  if (result.adminCreated) console.log(`Admin account ${config.admin.email} created.`);
  if (result.generatedPassword) {
    console.log(`Its generated password, shown only this once: ${result.generatedPassword}`);
  }
} finally {
  await handle.close();
}
