// `npm run db:seed`: migrates, then creates the ADMIN_EMAIL admin and (unless SEED_DEMO=false)
// the demo profiles, with their avatars under $DATA_DIR/uploads.
import path from 'node:path';
import { createLocalStorage } from '../plugins/storage/local-storage';
import { readCliEnvironment } from './cli-environment';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { seed } from './seed';

const environment = readCliEnvironment(process.env);
const handle = await openDatabase(environment.database);
try {
  await migrate(handle);
  const result = await seed(handle, {
    adminEmail: environment.adminEmail,
    adminPassword: environment.adminPassword,
    demo: environment.seedDemo,
    storage: createLocalStorage(path.join(environment.dataDir, 'uploads')),
    log: (message) => console.log(message),
  });
  if (result.adminCreated) console.log(`Admin account ${environment.adminEmail} created.`);
  if (result.generatedPassword) {
    console.log(`Its generated password, shown only this once: ${result.generatedPassword}`);
  }
} finally {
  await handle.close();
}
