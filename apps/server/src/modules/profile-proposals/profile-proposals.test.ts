import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PROPOSALS_PENDING_MAX } from '@vusal/shared/catalog/constants';
import { guardianships, profileProposals } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { requestAs } from '../../../test/accounts';
import { insertMembers, type Member } from '../likes/discovery.test-support';
import { follow, insertGuardian, type Guardian } from '../family/family.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const proposalsOf = (memberId: string) => `/api/guardian/members/${memberId}/profile-proposals`;

async function family(scopes: { editsProfile?: boolean } = { editsProfile: true }) {
  const db = ctx.database.db;
  const [nigar] = await insertMembers(db, [{ gender: 'female', name: 'Nigar Əliyeva' }]);
  const mother = await insertGuardian(db, 'Leyla');
  const guardianshipId = await follow(db, nigar!, mother, scopes);
  return { nigar: nigar!, mother, guardianshipId };
}

const propose = (guardian: Guardian, member: Member, changes: object) =>
  requestAs(ctx, guardian, 'POST', proposalsOf(member.id), changes);
const patchMe = (member: Member, changes: object) =>
  requestAs(ctx, member, 'PATCH', '/api/profiles/me', changes);
const pendingOf = async (member: Member) =>
  (await requestAs(ctx, member, 'GET', '/api/profile-proposals')).json().items as {
    id: string;
    author: { relation: string; name: string };
    changes: { field: string; current: unknown; proposed: unknown; changedSince: boolean }[];
  }[];
const accept = (member: Member, id: string) =>
  requestAs(ctx, member, 'POST', `/api/profile-proposals/${id}/accept`);

describe('a relative proposes, the member decides (issue 39, item 3)', () => {
  it('waits for the member, shows who wrote what against the profile now, and applies on acceptance', async () => {
    const { nigar, mother } = await family();
    const read = await requestAs(ctx, mother, 'GET', `/api/guardian/members/${nigar.id}/profile`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      member: { id: nigar.id, name: 'Nigar Əliyeva' },
      profile: { bio: 'Salam', city: 'baku' },
      proposals: [],
    });
    expect(read.json().profile).not.toHaveProperty('email');

    const sent = await propose(mother, nigar, {
      bio: 'Müəlliməyəm.',
      hobbies: 'Kitab',
      city: 'baku',
    });
    expect(sent.statusCode).toBe(201);
    // `city` is already Baku: a field that changes nothing is left out.
    expect(sent.json().proposal.status).toBe('pending');
    expect(sent.json().proposal.fields.sort()).toEqual(['bio', 'hobbies']);

    // Nothing changed yet.
    expect((await requestAs(ctx, nigar, 'GET', '/api/profiles/me')).json().profile.bio).toBe(
      'Salam',
    );
    const [waiting] = await pendingOf(nigar);
    expect(waiting).toMatchObject({
      author: { relation: 'mother', name: 'Leyla' },
      changes: expect.arrayContaining([
        { field: 'bio', current: 'Salam', proposed: 'Müəlliməyəm.', changedSince: false },
        { field: 'hobbies', current: null, proposed: 'Kitab', changedSince: false },
      ]),
    });

    const accepted = await accept(nigar, waiting!.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      appliedFields: expect.arrayContaining(['bio', 'hobbies']),
      skippedFields: [],
      photoAdded: false,
    });
    const own = (await requestAs(ctx, nigar, 'GET', '/api/profiles/me')).json().profile;
    expect(own).toMatchObject({ bio: 'Müəlliməyəm.', hobbies: 'Kitab' });
    expect(await pendingOf(nigar)).toEqual([]);

    const authors = (await requestAs(ctx, nigar, 'GET', '/api/profile-proposals/authors')).json();
    expect(authors.fields).toEqual({
      bio: { relation: 'mother', name: 'Leyla', writtenAt: expect.any(String) },
      hobbies: { relation: 'mother', name: 'Leyla', writtenAt: expect.any(String) },
    });
    // The member's own edit of a field takes its marker away.
    expect((await patchMe(nigar, { bio: 'Öz sözlərim.' })).statusCode).toBe(200);
    const after = (await requestAs(ctx, nigar, 'GET', '/api/profile-proposals/authors')).json();
    expect(Object.keys(after.fields)).toEqual(['hobbies']);

    const mine = (await requestAs(ctx, mother, 'GET', proposalsOf(nigar.id))).json().items;
    expect(mine).toEqual([
      expect.objectContaining({ status: 'accepted', decidedAt: expect.any(String) }),
    ]);
  });

  it('proposes and applies only the fields the relative sent, never the lists left out', async () => {
    const { nigar, mother } = await family();
    await patchMe(nigar, { musicGenres: ['jazz'], bio: 'Salam' });
    const before = (await requestAs(ctx, nigar, 'GET', '/api/profiles/me')).json().profile;
    const sent = (await propose(mother, nigar, { bio: 'Yeni' })).json().proposal;
    expect(sent.fields).toEqual(['bio']);
    expect((await accept(nigar, sent.id)).statusCode).toBe(200);
    const after = (await requestAs(ctx, nigar, 'GET', '/api/profiles/me')).json().profile;
    expect(after).toMatchObject({ bio: 'Yeni', musicGenres: before.musicGenres });
  });

  it('applies the choices, the height and the city the relative’s form offers', async () => {
    const { nigar, mother } = await family();
    const changes = { city: 'ganja', height: 168, smokes: 'no', educationLevel: 'master' };
    const sent = (await propose(mother, nigar, changes)).json().proposal;
    expect(sent.fields.sort()).toEqual(['city', 'educationLevel', 'height', 'smokes']);
    expect((await accept(nigar, sent.id)).statusCode).toBe(200);
    const own = (await requestAs(ctx, nigar, 'GET', '/api/profiles/me')).json().profile;
    expect(own).toMatchObject(changes);
  });

  it('leaves the marriage details to the member: a relative cannot propose them (decision 052)', async () => {
    const { nigar, mother } = await family();
    for (const changes of [
      { religiousPractice: 'practising' },
      { bio: 'Yeni', nikahExpectation: 'yes' },
      { familyRegion: 'absheron' },
    ]) {
      const refused = await propose(mother, nigar, changes);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await pendingOf(nigar)).toEqual([]);
  });

  it('refuses contact details, hostile and locked input exactly as the member’s own edit', async () => {
    const { nigar, mother } = await family();
    for (const payload of [
      { bio: 'Zəng edin: 050 123 45 67' },
      { hobbies: 'Chess; instagram @aysel_95' },
      { aboutPartner: 'Yazın: sıfır əlli bir iki üç dörd beş altı yeddi' },
      { bio: 'a\u0000b' },
      { bio: 'x'.repeat(100_000) },
      { fullName: 'Another name' },
      { isApproved: true },
      { height: 'tall' },
      { city: 'atlantis' },
      { partnerAgeMin: 40, partnerAgeMax: 20 },
      { musicGenres: ['x'.repeat(5000)] },
    ]) {
      const own = await patchMe(nigar, payload);
      const proposed = await propose(mother, nigar, payload);
      expect(proposed.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(own.statusCode);
      expect(own.statusCode).toBe(400);
      const { requestId: _a, ...ownError } = own.json().error;
      const { requestId: _b, ...proposedError } = proposed.json().error;
      expect(proposedError).toEqual(ownError);
    }
    // A rule against the profile as it is: the member's minimum stands.
    await patchMe(nigar, { partnerAgeMin: 30 });
    const own = await patchMe(nigar, { partnerAgeMax: 25 });
    const proposed = await propose(mother, nigar, { partnerAgeMax: 25 });
    expect(proposed.json().error.issues).toEqual(own.json().error.issues);

    const empty = await propose(mother, nigar, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.issues).toEqual([{ path: '', message: 'validation.proposalEmpty' }]);
    expect(await pendingOf(nigar)).toEqual([]);
  });

  it('keeps what the member changed since the proposal, and says so', async () => {
    const { nigar, mother } = await family();
    await propose(mother, nigar, { bio: 'Anamın sözləri', hobbies: 'Rəsm' });
    await patchMe(nigar, { bio: 'Mənim sözlərim' });
    const [waiting] = await pendingOf(nigar);
    expect(waiting!.changes).toContainEqual({
      field: 'bio',
      current: 'Mənim sözlərim',
      proposed: 'Anamın sözləri',
      changedSince: true,
    });
    const accepted = await accept(nigar, waiting!.id);
    expect(accepted.json()).toEqual({
      appliedFields: ['hobbies'],
      skippedFields: ['bio'],
      photoAdded: false,
    });
    const own = (await requestAs(ctx, nigar, 'GET', '/api/profiles/me')).json().profile;
    expect(own).toMatchObject({ bio: 'Mənim sözlərim', hobbies: 'Rəsm' });

    // Every field changed since: nothing applies, and the proposal still waits.
    await propose(mother, nigar, { lastBookRead: 'Əli və Nino' });
    await patchMe(nigar, { lastBookRead: 'Dədə Qorqud' });
    const [stale] = await pendingOf(nigar);
    const refused = await accept(nigar, stale!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PROPOSAL_STALE');
    expect((await pendingOf(nigar)).map((p) => p.id)).toEqual([stale!.id]);
    expect(
      (await requestAs(ctx, nigar, 'POST', `/api/profile-proposals/${stale!.id}/decline`))
        .statusCode,
    ).toBe(204);
  });

  it('applies a proposal once when it is accepted twice at the same time', async () => {
    const { nigar, mother } = await family();
    const { proposal } = (await propose(mother, nigar, { hobbies: 'Şahmat' })).json();
    const answers = await Promise.all([accept(nigar, proposal.id), accept(nigar, proposal.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('PROPOSAL_DECIDED');
    const decline = await requestAs(
      ctx,
      nigar,
      'POST',
      `/api/profile-proposals/${proposal.id}/decline`,
    );
    expect(decline.json().error.code).toBe('PROPOSAL_DECIDED');
  });

  it('withdraws waiting proposals at once when editing is turned off or the guardianship ends', async () => {
    const { nigar, mother, guardianshipId } = await family();
    const { proposal } = (await propose(mother, nigar, { hobbies: 'Toxuculuq' })).json();
    const db = ctx.database.db;
    await db
      .update(guardianships)
      .set({ editsProfile: false })
      .where(eq(guardianships.id, guardianshipId));
    expect(await pendingOf(nigar)).toEqual([]);
    expect((await accept(nigar, proposal.id)).json().error.code).toBe('PROPOSAL_DECIDED');
    const refused = await propose(mother, nigar, { hobbies: 'Yenə' });
    expect(refused.statusCode).toBe(403);
    expect((await requestAs(ctx, mother, 'GET', proposalsOf(nigar.id))).statusCode).toBe(403);

    await db
      .update(guardianships)
      .set({ editsProfile: true })
      .where(eq(guardianships.id, guardianshipId));
    const again = (await propose(mother, nigar, { hobbies: 'Yenə' })).json().proposal;
    await db
      .update(guardianships)
      .set({ status: 'ended', endedAt: new Date() })
      .where(eq(guardianships.id, guardianshipId));
    expect((await accept(nigar, again.id)).json().error.code).toBe('PROPOSAL_DECIDED');
    const [row] = await db.select().from(profileProposals).where(eq(profileProposals.id, again.id));
    expect(row!.status).toBe('withdrawn');
    expect((await propose(mother, nigar, { hobbies: 'Son' })).statusCode).toBe(404);
    expect(
      (await requestAs(ctx, nigar, 'GET', '/api/profiles/me')).json().profile.hobbies,
    ).toBeNull();
  });

  it('lets the relative withdraw a waiting proposal, and the member decline one', async () => {
    const { nigar, mother } = await family();
    const first = (await propose(mother, nigar, { hobbies: 'Bir' })).json().proposal;
    const second = (await propose(mother, nigar, { hobbies: 'İki' })).json().proposal;
    const withdraw = (id: string) =>
      requestAs(ctx, mother, 'POST', `${proposalsOf(nigar.id)}/${id}/withdraw`);
    expect((await withdraw(first.id)).json().proposal.status).toBe('withdrawn');
    expect((await withdraw(first.id)).json().error.code).toBe('PROPOSAL_DECIDED');
    expect(
      (await requestAs(ctx, nigar, 'POST', `/api/profile-proposals/${second.id}/decline`))
        .statusCode,
    ).toBe(204);
    const states = (await requestAs(ctx, mother, 'GET', proposalsOf(nigar.id))).json().items;
    expect(states.map((p: { status: string }) => p.status)).toEqual(['declined', 'withdrawn']);
  });

  it('answers another relative’s or member’s proposal as absent', async () => {
    const { nigar, mother } = await family();
    const other = await family();
    const { proposal } = (await propose(mother, nigar, { hobbies: 'Mənim' })).json();
    expect((await accept(other.nigar, proposal.id)).statusCode).toBe(404);
    const decline = `/api/profile-proposals/${proposal.id}/decline`;
    expect((await requestAs(ctx, other.nigar, 'POST', decline)).statusCode).toBe(404);
    const withdraw = `${proposalsOf(other.nigar.id)}/${proposal.id}/withdraw`;
    expect((await requestAs(ctx, other.mother, 'POST', withdraw)).statusCode).toBe(404);
    expect(
      (await requestAs(ctx, nigar, 'POST', '/api/profile-proposals/nope/accept')).statusCode,
    ).toBe(400);
  });

  it(`keeps at most ${PROFILE_PROPOSALS_PENDING_MAX} proposals waiting per relative`, async () => {
    const { nigar, mother } = await family();
    for (let i = 0; i < PROFILE_PROPOSALS_PENDING_MAX; i++) {
      expect((await propose(mother, nigar, { hobbies: `Hobbi ${i}` })).statusCode).toBe(201);
    }
    const refused = await propose(mother, nigar, { hobbies: 'Daha biri' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PROPOSAL_LIMIT');
  });
});
