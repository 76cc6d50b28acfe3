import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The secret that signs sessions. Production must set SESSION_SECRET (the config refuses to
 * start without it); on a laptop one is generated once and kept under DATA_DIR so sessions
 * survive restarts.
 */
export async function resolveSessionSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
