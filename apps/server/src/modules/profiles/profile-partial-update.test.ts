import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '@vusal/shared/schemas/profile-input';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createConfirmedAccount, requestAs } from '../../../test/accounts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('an update changes only the fields it names', () => {
  it('keeps the lists a save of the bio alone leaves out (the editor sends only what changed)', async () => {
    const me = await createConfirmedAccount(ctx);
    const lists = {
      musicGenres: ['jazz', 'rock'],
      relationshipValues: ['trust'],
      dealBreakers: ['lying'],
    };
    const first = await requestAs(ctx, me, 'PATCH', '/api/profiles/me', lists);
    expect(first.statusCode, first.body).toBe(200);
    const second = await requestAs(ctx, me, 'PATCH', '/api/profiles/me', {
      bio: 'Kitab oxumağı və səyahəti sevirəm.',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().profile).toMatchObject(lists);
    expect(Object.keys(profileUpdateSchema.parse({ bio: 'Salam' }))).toEqual(['bio']);
  });
});
