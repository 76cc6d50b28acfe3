import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, manualClock, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { api, insertMembers, type Member } from '../likes/discovery.test-support';
import { visitorsNoticeJob } from './visitors-notice';
import { visitRecorder } from './visitors.test-support';

const DAY = 24 * 60 * 60 * 1000;

describe('the weekly visitors notice (issue 38, item 5; decision 045)', () => {
  const clock = manualClock(new Date());
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock });
  });
  afterAll(() => ctx.close());

  const job = () =>
    visitorsNoticeJob({ clock, mailer: ctx.mailer, publicUrl: TEST_ORIGIN, log: console });
  const run = () => job().run(ctx.database.db);
  const noticesTo = async (member: Member) =>
    (await ctx.mailer.outbox()).filter(
      (mail) => mail.to === `${member.id}@example.az` && mail.kind === 'visitors-notice',
    );
  /** Mail goes out after the job: wait for `count` of them. */
  const untilNotices = async (member: Member, count: number) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await noticesTo(member)).length >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return noticesTo(member);
  };
  const visit = async (visitor: Member, visited: Member) => {
    clock.advance(1000);
    await visitRecorder(ctx, clock).record({
      viewer: { id: visitor.id, role: 'user' },
      visitedId: visited.id,
    });
  };

  it('is off by default: visitors alone send nothing', async () => {
    const [aysel, elvin] = await insertMembers(ctx.database.db, [
      { gender: 'female' },
      { gender: 'male' },
    ]);
    await visit(elvin!, aysel!);
    await run();
    // A notice to someone else meanwhile would prove the job ran; this one stays empty.
    expect(await noticesTo(aysel!)).toEqual([]);
  });

  it('sends at most one a week, only with new visitors, however many runs race, and names nobody', async () => {
    const [aysel, elvin, rauf] = await insertMembers(ctx.database.db, [
      { gender: 'female', preferences: { visitorsNotice: true } },
      { gender: 'male', name: 'Elvin Quliyev' },
      { gender: 'male', name: 'Rauf Həsənov' },
    ]);
    await run();
    expect(await noticesTo(aysel!)).toEqual([]);

    await visit(elvin!, aysel!);
    await visit(rauf!, aysel!);
    await Promise.all([run(), run(), run()]);
    const [mail, ...more] = await untilNotices(aysel!, 1);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('2');
    expect(mail!.link).toBe(`${TEST_ORIGIN}/visitors`);
    expect(`${mail!.subject} ${mail!.text} ${mail!.html}`).not.toMatch(/Elvin|Rauf|photos\//);

    // A new visitor within the week waits for the week to end.
    clock.advance(DAY);
    await visit(elvin!, aysel!);
    await run();
    clock.advance(6 * DAY);
    await run();
    expect(await untilNotices(aysel!, 2)).toHaveLength(2);

    // A week with nobody new sends nothing.
    clock.advance(8 * DAY);
    await run();
    expect(await noticesTo(aysel!)).toHaveLength(2);
  });

  it('counts no visitor the member already saw in the list, and none after e-mail is turned off', async () => {
    const [aysel, elvin] = await insertMembers(ctx.database.db, [
      { gender: 'female', preferences: { visitorsNotice: true } },
      { gender: 'male' },
    ]);
    await visit(elvin!, aysel!);
    clock.advance(1000);
    await api(ctx, aysel).post('/api/badges/viewed', { sections: ['visitors'] });
    await run();
    expect(await noticesTo(aysel!)).toEqual([]);

    const [carol, farid] = await insertMembers(ctx.database.db, [
      { gender: 'female', preferences: { visitorsNotice: true, receiveNotifications: false } },
      { gender: 'male' },
    ]);
    await visit(farid!, carol!);
    await run();
    expect(await noticesTo(carol!)).toEqual([]);
  });
});
