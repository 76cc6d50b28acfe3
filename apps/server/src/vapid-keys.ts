import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const storedKeys = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/**
 * The keys that sign web pushes (issue 26, item 1). Configured, or generated once and kept under
 * DATA_DIR like the session secret: a new key would orphan every device's subscription. Several
 * nodes must share them, so a cluster sets VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.
 */
export async function resolveVapidKeys(
  configured: { publicKey?: string; privateKey?: string; subject: string },
  dataDir: string,
): Promise<VapidKeys> {
  const { subject } = configured;
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject };
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const stored = storedKeys.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (stored.success) return { ...stored.data, subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}
