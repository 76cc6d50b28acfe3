import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { explain, insertUsers } from '../../../test/explain';
import { queueSummaryStatement } from './queue-summary.queries';

const MEMBERS = 20_000;
const onPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * Issue 36, item 2: the queues' summary reads each queue from its index, never a scan of the
 * big tables (profiles, their photos, messages, reports), so the dashboard and the gauges cost
 * the size of the queues, not of the site. On PostgreSQL (TEST_DATABASE_URL) over analysed data
 * where almost everything is decided. The marked messages are the one branch that reads every
 * marked message ever (messages_contact_details_idx, anti-joined with their decisions): they
 * are a small share of messages (young chats, sent anyway after a warning), and an open-only
 * index would need the status on the hot messages table.
 */
describe.skipIf(!onPostgres)('queue summary plan on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertUsers(database.db, MEMBERS, 'q');
    await database.db.execute(sql`
      insert into profiles (id, user_id, full_name, city, gender, age, is_approved, is_active)
      select md5('p' || n)::uuid, md5('q' || n)::uuid::text, 'Q' || n, 'baku',
        case when n % 2 = 0 then 'male' else 'female' end, 30, n % 200 <> 0, true
      from generate_series(1, ${MEMBERS}) n`);
    await database.db.execute(sql`
      insert into profile_photos (profile_id, photo_key, position, state)
      select md5('p' || n)::uuid, 'photos/' || n || '.jpg', 0,
        case when n % 500 = 0 then 'pending' else 'approved' end
      from generate_series(1, ${MEMBERS}) n`);
    await database.db.execute(sql`
      insert into matches (id, user1_id, user2_id, chat_opened)
      select md5('m' || n)::uuid, least(md5('q' || n)::uuid::text, md5('q' || (n + 1))::uuid::text),
        greatest(md5('q' || n)::uuid::text, md5('q' || (n + 1))::uuid::text), true
      from generate_series(1, ${MEMBERS} - 1, 2) n`);
    await database.db.execute(sql`
      insert into messages (match_id, sender_id, client_id, body, has_contact_details, created_at)
      select md5('m' || (1 + 2 * (n % (${MEMBERS} / 2 - 1))))::uuid,
        md5('q' || (1 + 2 * (n % (${MEMBERS} / 2 - 1))))::uuid::text, 'c' || n, 'salam',
        n % 100 = 0, timestamptz '2026-01-01' + n * interval '1 second'
      from generate_series(1, 200000) n`);
    await database.db.execute(sql`
      insert into marked_message_decisions (message_id, status)
      select id, 'dismissed' from messages where has_contact_details and random() < 0.95`);
    await database.db.execute(sql`
      insert into reports (reporter_id, target_user_id, reason, status)
      select md5('q' || n)::uuid::text, md5('q' || (n + 1))::uuid::text, 'scam',
        case when n % 50 = 0 then 'open' else 'dismissed' end
      from generate_series(1, ${MEMBERS} - 1) n`);
    await database.db.execute(sql`analyze`);
  });
  afterAll(() => database?.close());

  it('reads every queue from its index, never scanning the big tables', async () => {
    const statement = new PgDialect().sqlToQuery(
      queueSummaryStatement(new Date('2026-03-01T00:00:00Z')),
    );
    const plan = await explain(database.db, statement);
    expect(plan).not.toMatch(
      /Seq Scan on (profiles|profile_photos|messages|reports)\b|Bitmap Heap Scan on messages/,
    );
    expect(plan).toMatch(/messages_contact_details_idx/);
    expect(plan).toMatch(/profile_photos_pending_idx/);
  });
});
