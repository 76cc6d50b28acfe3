import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import journal from './migrations/meta/_journal.json';

const folder = new URL('./migrations/', import.meta.url);

async function apply(db: PGlite, tag: string) {
  const sql = readFileSync(new URL(`${tag}.sql`, folder), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

describe('migration 0008_reports_context (decision 022)', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  // A PGlite of its own, migrated statement by statement: slower than the shared snapshot.
  it('moves the old report reasons into the new categories', { timeout: 180_000 }, async () => {
    const tags = journal.entries.map((entry) => entry.tag);
    const at = tags.indexOf('0008_reports_context');
    for (const tag of tags.slice(0, at)) await apply(db, tag);

    await db.exec(`
      insert into "user" (id, name, email) values ('a', 'A', 'a@x.az'), ('b', 'B', 'b@x.az');
      insert into matches (id, user1_id, user2_id, chat_opened)
        values ('00000000-0000-4000-8000-000000000001', 'a', 'b', true);
      insert into messages (id, match_id, sender_id, client_id, body)
        values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'b', 'c1', 'rude');
      insert into reports (reporter_id, target_user_id, message_id, reason, note) values
        ('a', 'b', null, 'spam', 'spam'),
        ('a', 'b', null, 'inappropriate', 'profile'),
        ('a', 'b', '00000000-0000-4000-8000-000000000002', 'inappropriate', 'message'),
        ('a', 'b', null, 'fake_profile', 'kept');
    `);
    await apply(db, tags[at]!);

    const { rows } = await db.query<{ note: string; reason: string }>(
      'select note, reason from reports order by note',
    );
    expect(Object.fromEntries(rows.map((row) => [row.note, row.reason]))).toEqual({
      spam: 'scam',
      profile: 'inappropriate_photos',
      message: 'harassment',
      kept: 'fake_profile',
    });
  });
});
