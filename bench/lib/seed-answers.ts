import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { packAnswers } from '../../apps/server/src/modules/compatibility';
import { scoredAnswers } from '../../apps/server/src/modules/compatibility/compatibility-vector';
import {
  randomAnswers,
  seededRandom,
} from '../../apps/server/src/modules/compatibility/compatibility.test-support';

const BATCH = 2000;

/**
 * `perMember` random answers for each of `count` members (person n as in seed-people.ts), and
 * their packed vectors as the repository writes them (decision 030), in batches of arrays
 * unnested by PostgreSQL. Deterministic: the same seed gives the same answers.
 */
export async function seedAnswers(db: Database, count: number, perMember: number) {
  const random = seededRandom(30);
  for (let from = 1; from <= count; from += BATCH) {
    const ns = Array.from({ length: Math.min(BATCH, count - from + 1) }, (_, i) => from + i);
    const rows = ns.map((n) => ({ n, answers: randomAnswers(random, perMember) }));
    const flat = rows.flatMap(({ n, answers }) => answers.map((answer) => ({ n, ...answer })));
    await db.execute(sql`
      insert into compatibility_answers (user_id, question_id, answer, accepted, importance, use_in_score)
      select md5('bench-' || n)::uuid::text, q, a, acc::smallint[], imp, use
      from unnest(${sql.param(flat.map((r) => r.n))}::int[], ${sql.param(flat.map((r) => r.questionId))}::smallint[],
        ${sql.param(flat.map((r) => r.answer))}::smallint[], ${sql.param(flat.map((r) => `{${r.accepted.join(',')}}`))}::text[],
        ${sql.param(flat.map((r) => r.importance))}::text[], ${sql.param(flat.map((r) => r.useInScore))}::boolean[])
        as t(n, q, a, acc, imp, use)`);
    const vectors = rows.map(({ n, answers }) => ({ n, ...packAnswers(scoredAnswers(answers)) }));
    const column = (key: Exclude<keyof (typeof vectors)[number], 'n' | 'answered'>) =>
      sql`${sql.param(vectors.map((v) => v[key]))}::text[]`;
    await db.execute(sql`
      insert into compatibility_vectors (user_id, answered, ans, slots, acc_little, acc_somewhat,
        acc_very, acc_mandatory, all_little, all_somewhat, all_very, all_mandatory)
      select md5('bench-' || n)::uuid::text, answered, ans::bit(320), slots::bit(320),
        al::bit(320), asw::bit(320), av::bit(320), am::bit(320),
        ll::bit(320), ls::bit(320), lv::bit(320), lm::bit(320)
      from unnest(${sql.param(vectors.map((v) => v.n))}::int[], ${sql.param(vectors.map((v) => v.answered))}::smallint[],
        ${column('ans')}, ${column('slots')}, ${column('accLittle')}, ${column('accSomewhat')},
        ${column('accVery')}, ${column('accMandatory')}, ${column('allLittle')},
        ${column('allSomewhat')}, ${column('allVery')}, ${column('allMandatory')})
        as t(n, answered, ans, slots, al, asw, av, am, ll, ls, lv, lm)`);
  }
}
