import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  profilePhotos,
  profiles,
  reportEvidence,
  reports,
  userRoles,
} from '../../db/schema';
import { runExclusively } from '../../infra/jobs';
import { randomKey, smallKeyOf } from '../../infra/storage/random-key';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import { createConfirmedAccount, requestAs, type Person } from '../../../test/accounts';
import { appWithAdmin } from '../admin/admin.test-support';
import { createMediaService } from '../media';
import { chatPair } from '../chat/chat.test-support';
import { approved, uploadPhoto } from '../profiles/profiles.test-support';
import { createEvidence } from './report-evidence';
import { retentionOf } from '../../../test/retention';
import { evidenceFixtures } from './report-evidence.test-support';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = manualClock();
let ctx: TestApp;
let owner: { cookie: string };
let moderator: Person;
let admin: Person;

beforeAll(async () => {
  ({ ctx, admin: owner } = await appWithAdmin({ clock }));
  [moderator, admin] = [await approved(ctx, 'male'), await approved(ctx, 'male')];
  await ctx.database.db.insert(userRoles).values([
    { userId: moderator.user.id, role: 'moderator' },
    { userId: admin.user.id, role: 'admin' },
  ]);
});
afterAll(() => ctx.close());

const { staff, get, bytesOf, reportedWithPhotos, frozenOf } = evidenceFixtures(() => ctx);

describe('a report keeps the photos as they were (SECURITY 38)', () => {
  it('copies the approved photos under keys of their own, served to staff alone, unchanged by a swap', async () => {
    const { reported, reporter, reportId, originals } = await reportedWithPhotos();
    const { profile } = await frozenOf(reportId, admin);
    const urls = profile.photos as string[];
    expect(urls).toHaveLength(2);
    expect(profile.photoUrl).toBe(urls[0]);
    for (const url of urls) expect(url).toMatch(`/api/admin/reports/${reportId}/evidence/`);

    const rows = await ctx.database.db
      .select()
      .from(reportEvidence)
      .where(eq(reportEvidence.reportId, reportId));
    const originalKeys = (
      await ctx.database.db.select({ key: profilePhotos.photoKey }).from(profilePhotos)
    ).map(({ key }) => key.slice(-36, -4));
    for (const row of rows) {
      expect(row.key).toMatch(/^evidence\/[0-9a-f]{32}\.jpg$/);
      expect(originalKeys).not.toContain(row.key.slice(-36, -4));
    }

    const response = await get(moderator, urls[0]!);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload).toEqual(originals[0]);
    expect((await get(moderator, `${urls[0]}?size=small`)).statusCode).toBe(200);

    // The member deletes both photos after adding another: the originals leave storage.
    const own = (await get(reported, '/api/profiles/me/photos')).json().photos as { id: string }[];
    expect((await uploadPhoto(ctx, reported, '#00f')).statusCode).toBe(201);
    for (const { id } of own) {
      await requestAs(ctx, reported, 'DELETE', `/api/profiles/me/photos/${id}`);
    }
    for (const [index, url] of urls.entries()) {
      expect(await bytesOf(moderator, url)).toEqual(originals[index]);
    }
    expect((await frozenOf(reportId, admin)).profile.photos).toEqual(urls);

    const pending = await createConfirmedAccount(ctx);
    const member = await approved(ctx, 'male');
    const visitors = { anonymous: undefined, pending, member, reporter, reported };
    for (const [who, as] of Object.entries(visitors)) {
      for (const url of [urls[0]!, `/api/admin/reports/${reportId}/evidence/${randomUUID()}`]) {
        expect((await get(as, url)).statusCode, `${who} ${url}`).toBe(404);
      }
      expect((await get(as, `/api/admin/reports/x/evidence/y`)).statusCode, who).toBe(404);
    }
    for (const [who, as] of Object.entries({ moderator, admin, owner })) {
      expect((await get(as, urls[1]!)).rawPayload, who).toEqual(originals[1]);
      const unknown = `/api/admin/reports/${reportId}/evidence/${randomUUID()}`;
      expect((await get(as, unknown)).statusCode, who).toBe(404);
    }
    // Another report's evidence is not reached through this one.
    const other = await reportedWithPhotos();
    const elsewhere = (await frozenOf(other.reportId, admin)).profile.photos[0] as string;
    const crossed = elsewhere.replace(other.reportId, reportId);
    expect((await get(moderator, crossed)).statusCode).toBe(404);
  });

  it('copies the images of the frozen conversation, which outlive their removed original', async () => {
    const { a: reporter, b: reported, matchId } = await chatPair(ctx.database.db);
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const key = randomKey('attachments', 'png');
    await Promise.all([key, smallKeyOf(key)].map((k) => ctx.storage.put(k, image, 'image/png')));
    const attachment = {
      type: 'image' as const,
      attachmentKey: key,
      attachmentName: 'screenshot.png',
      attachmentMime: 'image/png',
      attachmentSize: image.length,
    };
    const [sent, text] = await ctx.database.db
      .insert(messages)
      .values([
        { matchId, senderId: reported.id, clientId: randomUUID(), ...attachment },
        { matchId, senderId: reported.id, clientId: randomUUID(), body: 'hello' },
      ])
      .returning({ id: messages.id });
    const filed = await requestAs(ctx, reporter, 'POST', `/api/chats/${matchId}/report`, {
      messageId: sent!.id,
      reason: 'inappropriate_photos',
    });
    expect(filed.statusCode).toBe(201);

    const { conversation } = await frozenOf(filed.json().reportId, admin);
    const frozen = conversation.find((message: { id: string }) => message.id === sent!.id);
    expect(frozen.attachmentUrl).toMatch(/\/evidence\//);
    expect(conversation.find((m: { id: string }) => m.id === text!.id).attachmentUrl).toBeNull();
    // What the account purge does to the sender's files.
    await createMediaService({ storage: ctx.storage }).removeFile(key, 'image/png');
    expect(await ctx.storage.get(key)).toBeNull();
    expect(await bytesOf(moderator, frozen.attachmentUrl)).toEqual(image);
    expect((await get(reporter, frozen.attachmentUrl)).statusCode).toBe(404);
  });

  it('keeps the report and its evidence when the account purge removes the member', async () => {
    const { reported, reportId, originals } = await reportedWithPhotos();
    const urls = (await frozenOf(reportId, admin)).profile.photos as string[];
    const photoKeys = (
      await ctx.database.db
        .select({ key: profilePhotos.photoKey })
        .from(profilePhotos)
        .innerJoin(profiles, eq(profiles.id, profilePhotos.profileId))
        .where(eq(profiles.userId, reported.user.id))
    ).map(({ key }) => key);
    const deleted = await requestAs(ctx, reported, 'POST', '/api/account/delete', {
      reason: 'found_someone',
    });
    expect(deleted.statusCode).toBe(204);
    clock.advance(91 * DAY_MS);
    expect(await runExclusively(ctx.database.db, retentionOf(ctx, clock).deletedAccounts)).toBe(
      true,
    );
    for (const key of photoKeys) expect(await ctx.storage.get(key)).toBeNull();

    const reader = await staff();
    const report = (await get(reader, `/api/admin/reports/${reportId}`)).json();
    expect(report).toMatchObject({ status: 'open', target: null });
    for (const [index, url] of urls.entries()) {
      expect(await bytesOf(reader, url)).toEqual(originals[index]);
    }
    // Nobody is left to sanction; the report can still be dismissed.
    const decide = (decision: string) =>
      requestAs(ctx, reader, 'POST', `/api/admin/reports/${reportId}/decision`, {
        decision,
        reason: 'The account is gone',
      });
    expect((await decide('warn')).statusCode).toBe(409);
    expect((await decide('dismiss')).json()).toMatchObject({ status: 'dismissed', target: null });
  });

  it('keeps the report when the copy fails, and logs it', async () => {
    const broken = await buildTestApp({}, { clock });
    broken.storage.copy = () => Promise.reject(new Error('bucket away'));
    try {
      const { reportId } = await reportedWithPhotos(broken);
      const [report] = await broken.database.db
        .select({ id: reports.id })
        .from(reports)
        .where(eq(reports.id, reportId));
      expect(report).toBeDefined();
    } finally {
      await broken.close();
    }

    const warnings: object[] = [];
    const failing = createEvidence({
      media: createMediaService({
        storage: { ...ctx.storage, copy: () => Promise.reject(new Error('bucket away')) },
      }),
      clock,
      log: { warn: (o) => void warnings.push(o) },
    });
    await failing.copy([{ from: randomKey('photos', 'jpg'), to: randomKey('evidence', 'jpg') }]);
    expect(warnings).toEqual([expect.objectContaining({ err: expect.any(Error) })]);
  });
});
