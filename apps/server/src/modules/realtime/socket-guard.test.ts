import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ClientToServerEvents } from '@vusal/shared/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, session } from '../../db/schema';
import { defaultSocketLimits, uniformSocketLimits } from '../../infra/limits/socket-limits';
import { buildTestApp, manualClock, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { as } from '../../../test/accounts';
import { countStatements, SESSION_READ } from '../../../test/statement-counter';
import { chatPair, send, stored, text } from '../chat/chat.test-support';
import {
  api,
  connect,
  listen,
  liveApp,
  type Member,
  type TestSocket,
} from '../likes/discovery.test-support';

const FLOOD = 40;
const BUDGET = 5;

/** Every event a client may send, with a payload that would reach the database. */
function everyEvent(matchId: string): [keyof ClientToServerEvents, object | undefined][] {
  return [
    ['message:send', undefined],
    ['message:delivered', { matchId, messageIds: [randomUUID()] }],
    ['message:read', { matchId }],
    ['chat:sync', { matchId }],
    ['typing', { matchId, isTyping: true }],
    ['presence:get', { matchId }],
    ['badges:get', undefined],
    ['call:start', { matchId, kind: 'voice' }],
    ['call:accept', { callId: randomUUID() }],
    ['call:decline', { callId: randomUUID() }],
    ['call:end', { callId: randomUUID() }],
    ['call:signal', { callId: randomUUID(), candidate: { candidate: '' } }],
  ];
}

const emit = (socket: TestSocket, event: string, payload: object | undefined) =>
  (
    socket.timeout(5000) as unknown as {
      emitWithAck(e: string, ...args: unknown[]): Promise<unknown>;
    }
  )
    .emitWithAck(event, ...(payload ? [payload] : []))
    .then((answer) => answer as { ok: boolean; error?: { code: string } });

const ended = (socket: TestSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('socket events: limits and sessions', () => {
  const logs: string[] = [];
  const clock = manualClock(new Date());
  const live = liveApp({
    socketLimits: uniformSocketLimits({ max: BUDGET, windowMs: 60_000 }),
    logStream: { write: (line) => logs.push(line) },
    clock,
  });
  const logged = (message: string) =>
    logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === message);

  it('SECURITY 31: every client event has a budget; a flood of any is refused with RATE_LIMITED and other members are unaffected', async () => {
    expect(Object.keys(defaultSocketLimits).sort()).toEqual(
      everyEvent('')
        .map(([event]) => event)
        .sort(),
    );
    const { a, matchId } = await chatPair(live.ctx.database.db);
    const { a: other } = await chatPair(live.ctx.database.db);
    const flooder = await live.open(a);
    for (const [event, payload] of everyEvent(matchId)) {
      const answers = await Promise.all(
        Array.from({ length: FLOOD }, () =>
          emit(
            flooder,
            event,
            payload ?? (event === 'message:send' ? text(matchId, 'hi') : undefined),
          ),
        ),
      );
      const refused = answers.filter((answer) => answer.error?.code === 'RATE_LIMITED');
      expect(refused.length, event).toBe(FLOOD - BUDGET);
      // SECURITY 26: once per window, with who and from where, not once per refused event.
      expect(logged('socket event limit reached').filter((entry) => entry.event === event)).toEqual(
        [expect.objectContaining({ userId: a.id, ip: expect.any(String) })],
      );
      const chats = await api(live.ctx, other).get('/api/chats');
      expect(chats.statusCode, event).toBe(200);
    }
    // Refused sends stored nothing: only the budget's worth of distinct messages exists.
    const stored = await live.ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.matchId, matchId));
    expect(stored).toHaveLength(BUDGET);
  });

  it('SECURITY 8: a socket follows its session: once it expires the socket is refused, closed and stores nothing', async () => {
    const { a, matchId } = await chatPair(live.ctx.database.db);
    const socket = await live.open(a);
    expect((await send(socket, text(matchId, 'before'))).ok).toBe(true);
    const [row] = await live.ctx.database.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, a.id));
    // Only the clock moves: no row changes and no disconnect is sent.
    clock.set(new Date(row!.expiresAt.getTime() + 1000));
    try {
      const closed = ended(socket);
      expect(await send(socket, text(matchId, 'after'))).toMatchObject({
        ok: false,
        error: { code: 'UNAUTHENTICATED' },
      });
      expect(await closed).toBe('io server disconnect');
      await expect(connect(live.url, a)).rejects.toThrow('UNAUTHENTICATED');
    } finally {
      clock.set(new Date());
    }
    const bodies = await live.ctx.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.matchId, matchId));
    expect(bodies).toEqual([{ body: 'before' }]);
    // SECURITY 26: the refusal is logged with who, from where and what.
    expect(logged('socket of an ended session closed')).toContainEqual(
      expect.objectContaining({ userId: a.id, ip: expect.any(String), event: 'message:send' }),
    );
  });

  it('SECURITY 8 and 26: a sign-out ends its socket at once on every node, and a send after it is refused and logged', async () => {
    const { a, matchId } = await chatPair(live.ctx.database.db);
    const socket = await live.open(a);
    const closed = ended(socket);
    const signedOut = await api(live.ctx, a).post('/api/auth/sign-out');
    expect(signedOut.statusCode).toBeLessThan(300);
    expect(await closed).toBe('io server disconnect');
    await expect(connect(live.url, a)).rejects.toThrow('UNAUTHENTICATED');
    const bodies = await live.ctx.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.matchId, matchId));
    expect(bodies).toEqual([]);
  });

  it('issue 35, item 2: once admitted, a socket event reads no session from the database while nothing can have been missed', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const [socket, other] = await Promise.all([live.open(a), live.open(b)]);
    // The session reads alone: the notices and badge recounts of the chat's set-up run on timers
    // of their own (decision 068 gathers notices for 50 ms) and may reach the database meanwhile.
    const sessionReadsOf = async (act: () => Promise<unknown>) => {
      const { statements } = await countStatements(live.ctx.database, act);
      return statements.filter((statement) => SESSION_READ.test(statement)).length;
    };
    const typing = () => emit(socket, 'typing', { matchId, isTyping: true });
    expect((await typing()).ok).toBe(true);
    expect(await sessionReadsOf(typing)).toBe(0);
    // The first event after a write.
    stored(await send(other, text(matchId, 'a write in between')));
    expect(await sessionReadsOf(typing)).toBe(0);
  });
  it('SECURITY 18: an engine.io session id is honoured only with the cookie and origin it was opened with', async () => {
    const { a } = await chatPair(live.ctx.database.db);
    const { a: other } = await chatPair(live.ctx.database.db);
    const headersOf = (member: Member | undefined, origin = TEST_ORIGIN) => ({
      ...as(member),
      origin,
    });
    const polling = `${live.url}/socket.io/?EIO=4&transport=polling`;
    const opened = await fetch(polling, { headers: headersOf(a) });
    const sid = JSON.parse((await opened.text()).slice(1)).sid as string;
    const post = (headers: Record<string, string>) =>
      fetch(`${polling}&sid=${sid}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
        body: '40',
      });
    expect((await post(headersOf(undefined))).status).toBe(400);
    expect((await post(headersOf(other))).status).toBe(400);
    expect((await post(headersOf(a, 'https://evil.example'))).status).toBe(400);
    expect((await post(headersOf(a))).status).toBe(200);
    expect(logged('refused a socket request from another client')).toHaveLength(3);
    // A browser's same-origin handshake GET carries no Origin; its POSTs do.
    const { origin: _none, ...sameOriginGet } = headersOf(a);
    const second = await fetch(polling, { headers: sameOriginGet });
    const secondSid = JSON.parse((await second.text()).slice(1)).sid as string;
    const posted = await fetch(`${polling}&sid=${secondSid}`, {
      method: 'POST',
      headers: { ...headersOf(a), 'content-type': 'text/plain;charset=UTF-8' },
      body: '40',
    });
    expect(posted.status).toBe(200);
  });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)(
  'socket answers while the database is away',
  () => {
    let ctx: TestApp;
    let url: string;
    beforeAll(async () => {
      ctx = await buildTestApp();
      url = await listen(ctx);
    });
    afterAll(() => ctx.app.close());

    it('say SERVICE_UNAVAILABLE, not INTERNAL (issue 20, item 9)', async () => {
      const { a, matchId } = await chatPair(ctx.database.db);
      const socket = await connect(url, a);
      try {
        await ctx.database.close();
        // A send keeps its own 503 code (the client keeps the text and retries); the rest say
        // the service is away, as routes do.
        for (const [event, payload, code] of [
          ['chat:sync', { matchId }, 'SERVICE_UNAVAILABLE'],
          ['presence:get', { matchId }, 'SERVICE_UNAVAILABLE'],
          ['badges:get', undefined, 'SERVICE_UNAVAILABLE'],
          ['message:send', text(matchId, 'hi'), 'MESSAGE_NOT_SENT'],
        ] as const) {
          expect(await emit(socket, event, payload), event).toMatchObject({
            ok: false,
            error: { code },
          });
        }
      } finally {
        socket.close();
      }
    });
  },
);
