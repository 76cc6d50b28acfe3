import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import {
  chatSharing,
  familyMeetings,
  guardianships,
  matches,
  profileProposals,
} from '../../db/schema';
import { chatWith } from '../chat/chat.test-support';
import { follow, insertGuardian } from '../family/family.test-support';
import { insertMembers, type Member } from '../likes/discovery.test-support';
import { createExportFamilyQueries } from './export-family';

const DAY_MS = 24 * 60 * 60 * 1000;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/**
 * Aysel, followed by her mother (who proposed a bio) after an earlier relative she ended; a live
 * chat with Kamran, followed by his sister, where each answered about the other's family and
 * Aysel asked twice for the families to meet; an ended match with Rauf, who declined a request.
 */
async function familyOf() {
  const db = database.db;
  const [aysel] = (await insertMembers(db, [{ gender: 'female', name: 'Aysel Məmmədova' }])) as [
    Member,
  ];
  const earlier = await insertGuardian(db, 'Earlier');
  const earlierId = await follow(db, aysel, earlier, { relation: 'aunt' });
  await db
    .update(guardianships)
    .set({ status: 'ended', endedAt: new Date() })
    .where(eq(guardianships.id, earlierId));
  const mother = await insertGuardian(db, 'Mother');
  const motherId = await follow(db, aysel, mother, { readsChats: true, editsProfile: true });
  await db.insert(profileProposals).values({
    guardianshipId: motherId,
    memberId: aysel.id,
    changes: { bio: 'Written by mother' },
    base: { bio: 'Aysel’s own words' },
  });

  const { other: kamran, matchId } = await chatWith(db, aysel, { name: 'Kamran Həsənov' });
  const sister = await insertGuardian(db, 'Sister');
  const sisterId = await follow(db, kamran, sister, { relation: 'sister', readsChats: true });
  const answeredAt = new Date();
  await db.insert(chatSharing).values([
    {
      matchId,
      guardianshipId: motherId,
      guardedId: aysel.id,
      askedId: kamran.id,
      relation: 'mother',
      sharingRequired: true,
      answer: 'accepted',
      answeredAt,
    },
    {
      matchId,
      guardianshipId: sisterId,
      guardedId: kamran.id,
      askedId: aysel.id,
      relation: 'sister',
      sharingRequired: false,
      answer: 'declined',
      answeredAt,
    },
  ]);
  const window = { dateFrom: '2027-01-10', dateTo: '2027-02-10', city: 'baku' as const };
  await db.insert(familyMeetings).values([
    {
      matchId,
      fromId: aysel.id,
      toId: kamran.id,
      ...window,
      note: 'After Novruz',
      status: 'pending',
      createdAt: new Date(Date.now() - 40 * DAY_MS),
      expiresAt: new Date(Date.now() - 10 * DAY_MS),
    },
  ]);
  const { other: rauf, matchId: endedMatchId } = await chatWith(db, aysel, { name: 'Rauf Əliyev' });
  await db.insert(familyMeetings).values({
    matchId: endedMatchId,
    fromId: aysel.id,
    toId: rauf.id,
    ...window,
    status: 'declined',
    expiresAt: new Date(Date.now() + 20 * DAY_MS),
    answeredAt,
  });
  await db.update(matches).set({ endedAt: new Date() }).where(eq(matches.id, endedMatchId));
  return { aysel, kamran, mother, sister, matchId, endedMatchId };
}

describe('family mode in the data export (issue 39; decision 040)', () => {
  it("gives the member their family data, others' by the names they saw", async () => {
    const { aysel, mother, matchId, endedMatchId } = await familyOf();
    const exported = await createExportFamilyQueries(database.db).family(aysel.id, new Date());

    expect(exported.myGuardians).toEqual([
      expect.objectContaining({ relation: 'aunt', status: 'ended', endedAt: expect.any(Date) }),
      expect.objectContaining({
        email: mother.email,
        relation: 'mother',
        status: 'active',
        readsChats: true,
        editsProfile: true,
        seesMatches: false,
      }),
    ]);
    expect(exported.membersIFollow).toEqual([]);
    expect(exported.profileProposals).toEqual({
      received: [
        expect.objectContaining({
          relation: 'mother',
          changes: { bio: 'Written by mother' },
          hasPhoto: false,
          status: 'pending',
        }),
      ],
      made: [],
    });
    expect(exported.chatSharing).toEqual({
      askedOfMe: [
        expect.objectContaining({
          matchId,
          otherName: 'Kamran Həsənov',
          relation: 'sister',
          answer: 'declined',
        }),
      ],
      aboutMyGuardian: [
        expect.objectContaining({ matchId, otherName: 'Kamran Həsənov', answer: 'accepted' }),
      ],
    });
    expect(exported.familyMeetings).toEqual([
      expect.objectContaining({
        matchId,
        direction: 'sent',
        otherName: 'Kamran Həsənov',
        note: 'After Novruz',
        status: 'expired',
      }),
      // The match ended: the other member is named as a non-match sees them (decision 018).
      expect.objectContaining({ matchId: endedMatchId, otherName: 'Rauf Ə.', status: 'declined' }),
    ]);
  });

  it('gives the other member and the guardians only their own side', async () => {
    const { aysel, kamran, mother, sister, matchId } = await familyOf();
    const queries = createExportFamilyQueries(database.db);

    const his = await queries.family(kamran.id, new Date());
    expect(his.myGuardians).toEqual([expect.objectContaining({ relation: 'sister' })]);
    expect(his.profileProposals).toEqual({ received: [], made: [] });
    expect(his.chatSharing.askedOfMe).toEqual([
      expect.objectContaining({ matchId, otherName: aysel.name, relation: 'mother' }),
    ]);
    expect(his.familyMeetings).toEqual([expect.objectContaining({ direction: 'received' })]);
    // Nothing of Aysel's guardians beyond the relation the question named.
    expect(JSON.stringify(his)).not.toContain(mother.email);

    const hers = await queries.family(mother.id, new Date());
    expect(hers.myGuardians).toEqual([]);
    expect(hers.membersIFollow).toEqual([
      expect.objectContaining({ memberName: 'Aysel', relation: 'mother', status: 'active' }),
    ]);
    expect(hers.profileProposals.made).toEqual([
      expect.objectContaining({ memberName: 'Aysel', changes: { bio: 'Written by mother' } }),
    ]);
    expect(hers.profileProposals.made[0]).not.toHaveProperty('base');
    expect(hers.chatSharing).toEqual({ askedOfMe: [], aboutMyGuardian: [] });
    expect(hers.familyMeetings).toEqual([]);
    expect(JSON.stringify(hers)).not.toContain('Məmmədova');

    const hisSister = await queries.family(sister.id, new Date());
    expect(hisSister.membersIFollow).toEqual([expect.objectContaining({ memberName: 'Kamran' })]);
    expect(hisSister.profileProposals.made).toEqual([]);
  });
});
