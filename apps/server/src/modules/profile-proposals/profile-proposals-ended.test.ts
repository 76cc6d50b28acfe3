import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileProposals } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { requestAs } from '../../../test/accounts';
import { insertMembers } from '../likes/discovery.test-support';
import { follow, insertGuardian } from '../family/family.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

async function waitingProposal() {
  const db = ctx.database.db;
  const [nigar] = await insertMembers(db, [{ gender: 'female' }]);
  const mother = await insertGuardian(db, 'Leyla');
  await follow(db, nigar!, mother, { editsProfile: true });
  const sent = await requestAs(
    ctx,
    mother,
    'POST',
    `/api/guardian/members/${nigar!.id}/profile-proposals`,
    { hobbies: 'Toxuculuq' },
  );
  expect(sent.statusCode).toBe(201);
  return { nigar: nigar!, id: sent.json().proposal.id as string };
}

// The stored row itself, not the member's list: reading the list would sweep it anyway.
async function statusOf(id: string) {
  const [row] = await ctx.database.db
    .select({ status: profileProposals.status })
    .from(profileProposals)
    .where(eq(profileProposals.id, id));
  return row?.status;
}

describe('the family module withdraws a relative proposals when editing ends (decision 053)', () => {
  it('withdraws them as the member turns editing off', async () => {
    const { nigar, id } = await waitingProposal();
    const off = await requestAs(ctx, nigar, 'PATCH', '/api/family/guardian', {
      editsProfile: false,
    });
    expect(off.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('withdrawn');
  });

  it('keeps them while another scope changes', async () => {
    const { nigar, id } = await waitingProposal();
    const changed = await requestAs(ctx, nigar, 'PATCH', '/api/family/guardian', {
      seesMatches: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('pending');
  });

  it('withdraws them as the member ends the guardianship', async () => {
    const { nigar, id } = await waitingProposal();
    expect((await requestAs(ctx, nigar, 'DELETE', '/api/family/guardian')).statusCode).toBe(204);
    expect(await statusOf(id)).toBe('withdrawn');
  });
});
