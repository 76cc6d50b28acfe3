import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpInput, waitForMail } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { sample, scrape } from '../../test/metrics';
import { chatPair } from '../modules/chat/chat.test-support';
import { api, couple, liveApp } from '../modules/likes/discovery.test-support';

const TOKEN = 'metrics-token-metrics-token-0123456789';

describe('/metrics: never public (SECURITY 45)', () => {
  type Asking = { remoteAddress?: string; headers?: Record<string, string> };
  // Each question is one request on its own: a refusal leaves nothing behind for the next.
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx?.close());
  const get = (options: Asking) => ctx.app.inject({ method: 'GET', url: '/metrics', ...options });

  it("answers this machine in Prometheus' text format", async () => {
    const response = await get({ remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('# TYPE vusal_http_request_duration_seconds histogram');
    expect(response.body).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(response.body).toContain('process_resident_memory_bytes');
  });

  it('is not found from another address, or through a proxy claiming to be local', async () => {
    const askers: Asking[] = [
      { remoteAddress: '203.0.113.7' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=127.0.0.1' } },
      { remoteAddress: '203.0.113.7', headers: { 'x-real-ip': '127.0.0.1' } },
    ];
    for (const options of askers) {
      const response = await get(options);
      expect(response.statusCode, JSON.stringify(options)).toBe(404);
      expect(response.json().error.code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('answers the right bearer token from anywhere, and 401s a wrong one', async () => {
    const remote = { remoteAddress: '203.0.113.7' };
    const right = await get({ ...remote, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('vusal_sign_ups_total');
    for (const authorization of [`Bearer ${TOKEN}x`, 'Bearer short', `Basic ${TOKEN}`]) {
      const wrong = await get({ ...remote, headers: { authorization } });
      expect(wrong.statusCode, authorization).toBe(401);
    }
  });

  it('is not found to a bearer token when none is configured', async () => {
    const ctx = await buildTestApp();
    try {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.7',
        headers: { authorization: 'Bearer anything-at-all' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

describe('/metrics: what it counts', () => {
  const live = liveApp();

  it('counts a sign-up, a like, a match and a stored message', async () => {
    const before = await scrape(live.ctx);
    const person = signUpInput();
    expect((await signUp(live.ctx, person)).statusCode).toBe(202);
    await waitForMail(live.ctx, person.email, 'confirm-email');
    // The sign-up's confirmation mail, in the development outbox (a match may send more later).
    const mailed = await scrape(live.ctx);
    expect(sample(mailed, 'vusal_mails_total', 'result="sent"')).toBe(
      sample(before, 'vusal_mails_total', 'result="sent"') + 1,
    );
    const [man, woman] = await couple(live.ctx.database.db);
    expect((await api(live.ctx, man).like(woman.id)).statusCode).toBe(201);
    expect((await api(live.ctx, woman).like(man.id)).statusCode).toBe(201);
    const { a, matchId } = await chatPair(live.ctx.database.db);
    const sent = await api(live.ctx, a).post(`/api/chats/${matchId}/messages`, {
      clientId: crypto.randomUUID(),
      text: 'Salam',
    });
    expect(sent.statusCode).toBe(200);

    const after = await scrape(live.ctx);
    const moved = (name: string) => sample(after, name) - sample(before, name);
    expect(moved('vusal_sign_ups_total')).toBe(1);
    expect(moved('vusal_likes_total')).toBe(2);
    expect(moved('vusal_matches_total')).toBe(1);
    expect(moved('vusal_messages_stored_total')).toBe(1);
  });

  it('labels durations by route pattern, never by the URL asked for', async () => {
    const { a, matchId } = await chatPair(live.ctx.database.db);
    await api(live.ctx, a).get(`/api/chats/${matchId}/messages`);
    await live.ctx.app.inject({ method: 'GET', url: '/api/no-such-route-4711' });
    const text = await scrape(live.ctx);
    expect(text).toContain(
      'vusal_http_request_duration_seconds_count{method="GET",route="/api/chats/:matchId/messages",status_code="200"}',
    );
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).not.toContain(matchId);
    expect(text).not.toContain('no-such-route-4711');
  });

  it("gauges this node's open sockets", async () => {
    const [member] = await couple(live.ctx.database.db);
    const socket = await live.open(member);
    expect(sample(await scrape(live.ctx), 'vusal_open_sockets')).toBe(1);
    socket.close();
  });
});

describe('/metrics: the moderation queues', () => {
  it('reads each queue on scrape, and leaves them out for a scrape the summary failed', async () => {
    let failing = false;
    const queueSummary = async () => {
      if (failing) throw new Error('database away');
      return [
        { queue: 'selfies', size: 3, oldestWaitSeconds: 120 },
        { queue: 'appeals', size: 0, oldestWaitSeconds: null },
      ];
    };
    const ctx = await buildTestApp({}, { queueSummary });
    try {
      const text = await scrape(ctx);
      expect(sample(text, 'vusal_moderation_queue_size', 'queue="selfies"')).toBe(3);
      expect(sample(text, 'vusal_moderation_queue_oldest_seconds', 'queue="selfies"')).toBe(120);
      expect(text).toContain('vusal_moderation_queue_oldest_seconds{queue="appeals"} 0');
      failing = true;
      const away = await scrape(ctx);
      expect(away).not.toContain('vusal_moderation_queue_size{');
      expect(away).toContain('vusal_open_sockets 0');
    } finally {
      await ctx.close();
    }
  });
});

describe('/metrics: the round trips to the database', () => {
  it('counts every statement sent, which a benchmark divides by its operations', async () => {
    // A queue summary that asks no database, so the scrapes add no statement of their own.
    const ctx = await buildTestApp({}, { queueSummary: async () => [] });
    try {
      const before = sample(await scrape(ctx), 'vusal_db_statements_total');
      await ctx.database.db.execute(sql`select 1`);
      await ctx.database.db.execute(sql`select 2`);
      const after = sample(await scrape(ctx), 'vusal_db_statements_total');
      expect(after - before).toBe(2);
    } finally {
      await ctx.close();
    }
  });
});
