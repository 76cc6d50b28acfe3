import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePhotos } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { as, requestAs } from '../../../test/accounts';
import { insertMembers, type Member } from '../likes/discovery.test-support';
import { follow, insertGuardian } from '../family/family.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

async function upload(who: { cookie: string } | undefined, member: Member, bytes?: Buffer) {
  const body =
    bytes ??
    (await sharp({ create: { width: 80, height: 80, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer());
  const form = new FormData();
  form.append('photo', new Blob([body], { type: 'image/jpeg' }), 'nigar.jpg');
  const request = new Request('http://x/', { method: 'POST', body: form });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/guardian/members/${member.id}/profile-proposals/photo`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...as(who), 'content-type': request.headers.get('content-type')! },
  });
}

describe('a relative proposes a photo (decision 053)', () => {
  it('waits for the member, then for a moderator like the member’s own upload', async () => {
    const db = ctx.database.db;
    const [nigar] = await insertMembers(db, [{ gender: 'female' }]);
    const mother = await insertGuardian(db);
    await follow(db, nigar!, mother, { editsProfile: true });

    const sent = await upload(mother, nigar!);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().proposal).toMatchObject({ status: 'pending', hasPhoto: true, fields: [] });

    const [waiting] = (await requestAs(ctx, nigar, 'GET', '/api/profile-proposals')).json().items;
    expect(waiting.photoUrl).toBe(`/api/profile-proposals/${waiting.id}/photo`);
    const picture = await requestAs(ctx, nigar, 'GET', waiting.photoUrl);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('private, no-store');
    // Only its member sees it.
    const [other] = await insertMembers(db, [{ gender: 'female' }]);
    expect((await requestAs(ctx, other, 'GET', waiting.photoUrl)).statusCode).toBe(404);

    const accepted = await requestAs(
      ctx,
      nigar,
      'POST',
      `/api/profile-proposals/${waiting.id}/accept`,
    );
    expect(accepted.json()).toEqual({ appliedFields: [], skippedFields: [], photoAdded: true });
    const rows = await db
      .select({ state: profilePhotos.state })
      .from(profilePhotos)
      .where(eq(profilePhotos.profileId, nigar!.profileId));
    expect(rows).toEqual([{ state: 'pending' }]);
    // Decided: the picture is no longer served as a proposal's.
    expect((await requestAs(ctx, nigar, 'GET', waiting.photoUrl)).statusCode).toBe(404);
  });

  it('refuses what is not a picture, and anyone but the member’s relative with editing', async () => {
    const db = ctx.database.db;
    const [nigar, member] = await insertMembers(db, [{ gender: 'female' }, { gender: 'male' }]);
    const mother = await insertGuardian(db);
    const stranger = await insertGuardian(db);
    await follow(db, nigar!, mother, { editsProfile: true });
    const fake = await upload(mother, nigar!, Buffer.from('not a jpeg at all'));
    expect(fake.statusCode).toBe(415);
    expect((await upload(undefined, nigar!)).statusCode).toBe(401);
    expect((await upload(member, nigar!)).statusCode).toBe(403);
    expect((await upload(stranger, nigar!)).statusCode).toBe(404);
  });
});
