// Helpers of the backup tests: a site with every kind of row and file, and what to compare.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { messages, profiles, user } from '../db/schema';
import type { Storage } from '../infra/storage/storage.types';
import { buildTestApp, type TestApp } from '../../test/app';
import { as, waitForMail } from '../../test/accounts';
import { createEmptyTestDatabase } from '../../test/database';
import { photo } from '../../test/fixtures/media-fixtures';
import { readAll } from '../../test/fixtures/storage-contract';
import { chatPair } from '../modules/chat/chat.test-support';
import { member, submitted } from '../modules/moderation/verification.test-support';
import { uploadPhoto } from '../modules/profiles/profiles.test-support';
import { tableRowCounts } from './backup.queries';
import type { DatabaseLocation } from './database-dump';

const boundary = '----vusal-backup-boundary';

async function sendAttachment(ctx: TestApp, cookie: string, matchId: string, bytes: Buffer) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/chats/${matchId}/attachments`,
    headers: { ...as({ cookie }), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n${randomUUID()}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="beach.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (response.statusCode !== 201) throw new Error(`attachment refused: ${response.body}`);
}

/**
 * Members with photos, a selfie sent for verification, and a chat with an attachment, on the
 * suite's database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and the given storage; and
 * where a backup finds that database.
 */
export async function buildSite(storage: Storage, selfieSeed: number) {
  const ctx = await buildTestApp({}, { storage });
  const first = await member(ctx, 'male');
  const second = await member(ctx, 'female');
  await uploadPhoto(ctx, second, '#2a6');
  await submitted(ctx, first, selfieSeed);
  const { a, b, matchId } = await chatPair(ctx.database.db);
  await sendAttachment(ctx, a.cookie, matchId, await photo('jpeg'));
  // The away member's notice is claimed and mailed after the answer; the site is still only
  // once it went out, so that the source compared later is the one backed up.
  await waitForMail(ctx, `${b.id}@example.az`, 'new-message');

  let source: DatabaseLocation;
  if (ctx.database.url) {
    source = { kind: 'postgres', url: ctx.database.url };
  } else {
    // The suite's PGlite lives in memory; a backup reads a data folder, as on a real machine.
    const dataDir = path.join(ctx.config.dataDir, 'db');
    const copy = await openDatabase({ dataDir, snapshot: await ctx.database.snapshot!() });
    await copy.close();
    source = { kind: 'pglite', dataDir };
  }
  return { ctx, source, storage };
}

/** An empty database of the kind given to restore into, and how to remove it afterwards. */
export async function emptyDatabase(kind: DatabaseLocation['kind']): Promise<{
  location: DatabaseLocation;
  drop(): Promise<void>;
}> {
  if (kind === 'postgres') {
    const created = await createEmptyTestDatabase();
    return {
      location: { kind: 'postgres', url: created.url },
      drop: async () => void (await created.drop()),
    };
  }
  const parent = await mkdtemp(path.join(tmpdir(), 'vusal-restored-'));
  return {
    location: { kind: 'pglite', dataDir: path.join(parent, 'db') },
    drop: () => rm(parent, { recursive: true, force: true }),
  };
}

/** Every table's row count, and the exact rows of the tables people care most about. */
export async function contentsOf(db: Database) {
  return {
    counts: await tableRowCounts(db),
    users: await db.select().from(user).orderBy(asc(user.id)),
    profiles: await db.select().from(profiles).orderBy(asc(profiles.id)),
    messages: await db.select().from(messages).orderBy(asc(messages.id)),
  };
}

/** Each stored object's sha256, by key. */
export async function mediaDigests(storage: Storage): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for await (const key of storage.list()) {
    const object = await storage.get(key);
    digests[key] = createHash('sha256')
      .update(await readAll(object!.body))
      .digest('hex');
  }
  return Object.fromEntries(Object.entries(digests).sort(([a], [b]) => a.localeCompare(b)));
}
