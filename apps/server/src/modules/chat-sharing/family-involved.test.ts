import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { follow, insertGuardian } from '../family/family.test-support';
import { api, couple } from '../likes/discovery.test-support';
import { endGuardianship, setReadsChats } from './chat-sharing.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('the "Family involved" badge (decision 051)', () => {
  it('shows on the profile and the cards before anyone likes, while a guardian reads chats', async () => {
    const { db } = ctx.database;
    const [man, woman] = await couple(db);
    const badge = async () => {
      const profile = (await api(ctx, man).get(`/api/profiles/${woman.id}`)).json();
      expect(profile.isFull).toBe(false);
      return profile.profile.familyInvolved;
    };
    expect(await badge()).toBe(false);
    const mother = await insertGuardian(db);
    const id = await follow(db, woman, mother, { seesMatches: true });
    // A guardian who reads no chats is nothing the other member must know of.
    expect(await badge()).toBe(false);
    await setReadsChats(ctx, id, true);
    expect(await badge()).toBe(true);

    // The card of a like says it too (every card comes from the members module).
    await api(ctx, woman).like(man.id);
    const received = (await api(ctx, man).get('/api/likes/received')).json();
    expect(received.items[0].from).toMatchObject({ userId: woman.id, familyInvolved: true });
    // The man's own card says nothing of a family he does not have.
    expect(
      (await api(ctx, woman).get(`/api/profiles/${man.id}`)).json().profile.familyInvolved,
    ).toBe(false);

    await endGuardianship(ctx, id);
    expect(await badge()).toBe(false);
  });
});
