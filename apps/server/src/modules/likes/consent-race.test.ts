import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches } from '../../db/schema';
import { settle } from '../chat/chat.test-support';
import { api, couple, liveApp, type Member } from './discovery.test-support';

// Decision 063: the answer is one conditional update, its conditions asked again of the row's
// newest version, so answers given at the same moment end as if given one after the other.
const live = liveApp();
const db = () => live.ctx.database.db;
const PAIRS = 4;

/** New matches, each of a man and a woman with a page open that records its events. */
async function matched(count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const [man, woman] = await couple(db());
      await api(live.ctx, man).like(woman.id);
      const matchId = (await api(live.ctx, woman).like(man.id)).json().match.matchId as string;
      const events = new Map<string, string[]>();
      for (const member of [man, woman]) {
        const seen: string[] = [];
        (await live.open(member)).onAny((event: string) => seen.push(event));
        events.set(member.id, seen);
      }
      return { man, woman, matchId, events };
    }),
  );
}

const answer = (member: Member, matchId: string, yes: boolean) =>
  api(live.ctx, member).post(`/api/matches/${matchId}/consent`, { answer: yes });
const row = async (matchId: string) =>
  (await db().select().from(matches).where(eq(matches.id, matchId)))[0]!;
const updates = (events: string[]) => events.filter((event) => event === 'match:updated');

describe('consent answers at the same moment (decision 063)', () => {
  it('two yeses open the chat once, and each page hears of the other answer once', async () => {
    const pairs = await matched(PAIRS);
    const answered = await Promise.all(
      pairs.map(({ man, woman, matchId }) =>
        Promise.all([answer(man, matchId, true), answer(woman, matchId, true)]),
      ),
    );
    await settle(200);
    for (const [index, { man, woman, matchId, events }] of pairs.entries()) {
      const responses = answered[index]!;
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      // The second to be stored opened the chat; the first still waited for it.
      const statuses = responses.map((response) => response.json().status as string).sort();
      expect(statuses).toEqual(['open', 'waitingOther']);
      const stored = await row(matchId);
      expect(stored).toMatchObject({ user1WantsChat: true, user2WantsChat: true });
      expect(stored.chatOpened).toBe(true);
      expect(stored.chatOpenedAt).toBeInstanceOf(Date);
      for (const member of [man, woman]) expect(updates(events.get(member.id)!)).toHaveLength(1);
    }
  });

  it('a no racing a yes: the chat never opens, and the yes is stored only if it came first', async () => {
    const pairs = await matched(PAIRS);
    const answered = await Promise.all(
      pairs.map(({ man, woman, matchId }) =>
        Promise.all([answer(man, matchId, false), answer(woman, matchId, true)]),
      ),
    );
    for (const [index, { matchId }] of pairs.entries()) {
      const [no, yes] = answered[index]!;
      expect(no!.statusCode).toBe(200);
      expect(no!.json().status).toBe('declined');
      const stored = await row(matchId);
      expect(stored.chatOpened).toBe(false);
      const womanFirst = stored.user1WantsChat !== null && stored.user2WantsChat !== null;
      if (womanFirst) {
        expect(yes!.statusCode).toBe(200);
      } else {
        expect(yes!.statusCode).toBe(409);
        expect(yes!.json().error.code).toBe('CHAT_DECLINED');
      }
      expect([stored.user1WantsChat, stored.user2WantsChat].filter((v) => v === false)).toEqual([
        false,
      ]);
    }
  });

  it("a member's two answers at once: one is stored, the other refused", async () => {
    const pairs = await matched(PAIRS);
    const answered = await Promise.all(
      pairs.map(({ man, matchId }) =>
        Promise.all([answer(man, matchId, true), answer(man, matchId, false)]),
      ),
    );
    for (const [index, { man, matchId }] of pairs.entries()) {
      const responses = answered[index]!;
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const refused = responses.find((response) => response.statusCode === 409)!;
      expect(refused.json().error.code).toBe('CONSENT_ALREADY_GIVEN');
      const kept = responses.find((response) => response.statusCode === 200)!;
      const stored = await row(matchId);
      expect(stored.user1Id === man.id ? stored.user1WantsChat : stored.user2WantsChat).toBe(
        kept.json().myAnswer as boolean,
      );
    }
  });
});
