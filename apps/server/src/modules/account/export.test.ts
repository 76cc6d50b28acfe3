import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_LINK_TTL_MS } from '@vusal/shared/schemas/data-export';
import { dataExports, user } from '../../db/schema';
import { createS3Storage } from '../../infra/storage/s3-storage';
import { buildTestApp, manualClock, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { requestAs } from '../../../test/accounts';
import { follow, insertGuardian } from '../family/family.test-support';
import { runRule } from '../../../test/retention';
import { insertMembers, type Member } from '../likes/discovery.test-support';
import { downloadPath, memberWithData, unzip, waitForExportMail } from './export.test-support';

const HOUR_MS = 60 * 60 * 1000;
const bucket = 'vusal-export-test';
let s3: S3rver;
let s3Dir: string;
let endpoint: string;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'vusal-s3rver-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
});
afterAll(async () => {
  await s3.close();
  await rm(s3Dir, { recursive: true, force: true });
});

const s3Storage = () =>
  createS3Storage({
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

describe.each(['local', 's3'] as const)('download my data, %s storage (issue 36)', (kind) => {
  const clock = manualClock(new Date());
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock, ...(kind === 's3' ? { storage: s3Storage() } : {}) });
  });
  afterAll(async () => ctx.close());

  const ask = (member: Member) => requestAs(ctx, member, 'POST', '/api/account/export', {});
  const state = async (member: Member) =>
    (await requestAs(ctx, member, 'GET', '/api/account/export')).json().export;
  const download = (member: Pick<Member, 'cookie'> | undefined, url: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: member ? { cookie: `vusal_session=${member.cookie}` } : {},
    });
  const storedKey = async (member: Member) => {
    const [row] = await ctx.database.db
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(eq(dataExports.userId, member.id));
    return row?.key ?? null;
  };

  it('builds the archive, mails a link, and the owner downloads every file once', async () => {
    const data = await memberWithData(ctx);
    const { member, other, matchId } = data;
    expect((await ask(member)).statusCode).toBe(202);
    const mail = await waitForExportMail(ctx, member);
    expect(mail.text).toContain('10 minutes');
    expect(await state(member)).toMatchObject({
      status: 'ready',
      linkExpiresAt: expect.any(String),
    });
    // The mail opens the web page; the archive downloads only on its button (decision 040).
    expect(mail.link).toMatch(new RegExp(`^${TEST_ORIGIN}/account/data-export#token=[\\w-]{43}$`));
    const url = downloadPath(mail.link);
    const key = await storedKey(member);

    // No session, another member's, a wrong token: the same 404, and the link still works.
    for (const [who, path] of [
      [undefined, url],
      [other, url],
      [member, `${url}x`],
      [member, '/api/account/export/download'],
    ] as const) {
      const refused = await download(who, path);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('NOT_FOUND');
    }

    const response = await download(member, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="vusal-data.zip"/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const files = await unzip(response.rawPayload);
    const names = Object.keys(files);
    expect(names).toHaveLength(15);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'answers.json',
        'consents.json',
        'family.json',
        'likes-given.json',
        'matches.json',
        `messages/${matchId}.json`,
        'photos/1.jpg',
        'photos/2.jpg',
        'preferences.json',
        'profile.json',
        'reports-made.json',
        'selfies/1.jpg',
        'visits.json',
        expect.stringMatching(/^attachments\/[0-9a-f-]{36}\.pdf$/),
      ]),
    );
    const read = (name: string) => JSON.parse(files[name]!.toString('utf8'));
    expect(files['photos/1.jpg']).toEqual(data.photos[0]);
    expect(files['photos/2.jpg']).toEqual(data.photos[1]);
    expect(files['selfies/1.jpg']).toEqual(data.selfie);
    expect(files['README.txt']!.toString()).toContain('likes-given.json');

    const profile = read('profile.json');
    expect(profile.account.email).toBe(`${member.id}@example.az`);
    expect(profile.account).toMatchObject({ language: expect.any(String), country: null });
    expect(profile.profile.fullName).toBe('Aysel Məmmədova');
    expect(profile.profile).not.toHaveProperty('signUpDevice');
    expect(profile.photos.map((photo: { file: string }) => photo.file)).toEqual([
      'photos/1.jpg',
      'photos/2.jpg',
    ]);
    expect(profile.verifications[0]).toMatchObject({ status: 'waiting', file: 'selfies/1.jpg' });
    expect(read('answers.json')).toEqual([
      expect.objectContaining({ questionId: 3, answer: 1, accepted: [1, 2], importance: 'very' }),
    ]);
    expect(read('preferences.json')).toMatchObject({ showReadReceipts: true });
    // A stranger shows as the member saw them (decision 018), a live match in full.
    expect(read('likes-given.json')).toEqual([expect.objectContaining({ name: 'Rauf Ə.' })]);
    expect(read('matches.json')).toEqual([
      expect.objectContaining({ id: matchId, name: 'Kamran Həsənov', myChatAnswer: true }),
    ]);
    expect(read('reports-made.json')).toEqual([
      expect.objectContaining({
        name: 'Rauf Ə.',
        reason: 'fake_profile',
        note: 'Not a real person',
      }),
    ]);
    expect(read('consents.json')).toMatchObject({ sensitiveAnswersInScore: [3] });
    expect(read('family.json')).toEqual({
      myGuardians: [],
      membersIFollow: [],
      profileProposals: { received: [], made: [] },
      chatSharing: { askedOfMe: [], aboutMyGuardian: [] },
      familyMeetings: [],
    });

    const chat = read(`messages/${matchId}.json`);
    expect(chat).toEqual([
      expect.objectContaining({ from: 'me', text: 'Salam, necəsən?', attachment: null }),
      expect.objectContaining({
        from: 'them',
        attachment: expect.objectContaining({ name: 'plan.pdf', type: 'application/pdf' }),
      }),
    ]);
    expect(files[chat[1].attachment.file]).toEqual(data.attachment);

    // Used up, and deleted from storage once the stream ended.
    expect((await download(member, url)).statusCode).toBe(404);
    await expect.poll(() => storedKey(member)).toBeNull();
    expect(await ctx.storage.get(key!)).toBeNull();
    expect(await state(member)).toMatchObject({ status: 'downloaded' });
  });

  it('gives a guardian account its own family data (decision 050: export stays open to it)', async () => {
    const [member] = (await insertMembers(ctx.database.db, [{ name: 'Nigar Əliyeva' }])) as [
      Member,
    ];
    const guardian = await insertGuardian(ctx.database.db, 'Mother');
    await follow(ctx.database.db, member, guardian, { seesMatches: true });
    expect((await requestAs(ctx, guardian, 'POST', '/api/account/export', {})).statusCode).toBe(
      202,
    );
    const mail = await waitForExportMail(ctx, guardian);
    const response = await download(guardian, downloadPath(mail.link));
    expect(response.statusCode).toBe(200);
    const family = JSON.parse((await unzip(response.rawPayload))['family.json']!.toString('utf8'));
    expect(family.membersIFollow).toEqual([
      expect.objectContaining({ memberName: 'Nigar', relation: 'mother', seesMatches: true }),
    ]);
    expect(JSON.stringify(family)).not.toContain('Əliyeva');
  });

  it('takes one request a day, however many arrive at once', async () => {
    const [member] = (await insertMembers(ctx.database.db, [{ isApproved: false }])) as [Member];
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(member)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      202, 429, 429, 429, 429, 429,
    ]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().error.code).toBe('EXPORT_LIMIT');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    await waitForExportMail(ctx, member);
    const rows = await ctx.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, member.id));
    expect(rows).toHaveLength(1);
    expect((await state(member)).nextRequestAt).toBe(
      new Date(rows[0]!.requestedAt.getTime() + 24 * HOUR_MS).toISOString(),
    );
  });

  it('refuses a link older than ten minutes, and says it has expired before it is tried', async () => {
    const [member] = (await insertMembers(ctx.database.db, [{}])) as [Member];
    await ask(member);
    const url = downloadPath((await waitForExportMail(ctx, member)).link);
    clock.advance(DATA_EXPORT_LINK_TTL_MS - 1000);
    expect(await state(member)).toMatchObject({ status: 'ready' });
    clock.advance(2000);
    expect(await state(member)).toMatchObject({ status: 'expired', linkExpiresAt: null });
    expect((await download(member, url)).statusCode).toBe(404);
  });

  it.each([
    ['az', null, '/az/account/data-export'],
    ['ru', null, '/ru/account/data-export'],
    // Decision 042: the region of the account too.
    ['ru', 'az', '/az/ru/account/data-export'],
  ] as const)(
    'links a member whose language is %s (region %s) to the page under %s',
    async (language, country, page) => {
      const [member] = (await insertMembers(ctx.database.db, [{}])) as [Member];
      await ctx.database.db.update(user).set({ language, country }).where(eq(user.id, member.id));
      await ask(member);
      const link = new URL((await waitForExportMail(ctx, member)).link);
      expect(link.pathname).toBe(page);
      expect((await download(member, downloadPath(link.href))).statusCode).toBe(200);
    },
  );

  it('deletes an archive nobody downloaded an hour after it was ready', async () => {
    const [member] = (await insertMembers(ctx.database.db, [{}])) as [Member];
    await ask(member);
    await waitForExportMail(ctx, member);
    const key = (await storedKey(member))!;
    const [{ id }] = (await ctx.database.db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(eq(dataExports.storageKey, key))) as [{ id: string }];
    clock.advance(HOUR_MS - 1000);
    expect((await runRule(ctx, clock, 'dataExports'))['export-archives']!.ids).not.toContain(id);
    expect(await ctx.storage.get(key)).not.toBeNull();

    clock.advance(2000);
    expect((await runRule(ctx, clock, 'dataExports', true))['export-archives']!.ids).toContain(id);
    expect(await ctx.storage.get(key)).not.toBeNull();
    await runRule(ctx, clock, 'dataExports');
    expect(await ctx.storage.get(key)).toBeNull();
    expect(await state(member)).toMatchObject({ status: 'expired', linkExpiresAt: null });
  });
});
