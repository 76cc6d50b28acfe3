// Test helpers of the data export; imported by tests only.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import {
  compatibilityAnswers,
  likes,
  messages,
  profilePhotos,
  reports,
  verifications,
} from '../../db/schema';
import type { TestApp } from '../../../test/app';
import { chatWith, setPreferences } from '../chat/chat.test-support';
import { insertMembers, type Member } from '../likes/discovery.test-support';

const bytes = (label: string) => Buffer.from(`${label} ${randomUUID()}`);

/**
 * A member with something in every file of the export: two photos, a selfie, answers,
 * preferences, a like, a match with messages both ways and an attachment from the other
 * member, and a report. Returns the stored bytes to compare with.
 */
export async function memberWithData(ctx: TestApp) {
  const { db } = ctx.database;
  const [member, stranger] = (await insertMembers(db, [
    { gender: 'female', name: 'Aysel Məmmədova' },
    { gender: 'male', name: 'Rauf Əliyev' },
  ])) as [Member, Member];
  const { other, matchId } = await chatWith(db, member, { gender: 'male', name: 'Kamran Həsənov' });

  const photos = [bytes('photo one'), bytes('photo two')];
  const photoKeys = photos.map(() => `photos/${randomUUID().replaceAll('-', '')}.jpg`);
  for (const [index, key] of photoKeys.entries()) {
    await ctx.storage.put(key, photos[index]!, 'image/jpeg');
  }
  await db.insert(profilePhotos).values(
    photoKeys.map((photoKey, position) => ({
      profileId: member.profileId,
      photoKey,
      position,
      state: 'approved' as const,
    })),
  );
  const selfie = bytes('selfie');
  const selfieKey = `selfies/${randomUUID().replaceAll('-', '')}.jpg`;
  await ctx.storage.put(selfieKey, selfie, 'image/jpeg');
  await db.insert(verifications).values({
    userId: member.id,
    pose: 'thumb_up_chin',
    code: '4821',
    status: 'waiting',
    selfieKey,
    selfieHash: '0123456789abcdef',
    submittedAt: new Date(),
  });
  await db.insert(compatibilityAnswers).values({
    userId: member.id,
    questionId: 3,
    answer: 1,
    accepted: [1, 2],
    importance: 'very',
    useInScore: true,
  });
  await setPreferences(db, member.id, { showReadReceipts: true });
  await db.insert(likes).values({ likerId: member.id, likedId: stranger.id });

  const attachment = bytes('%PDF-1.4 attachment');
  const attachmentKey = `attachments/${randomUUID().replaceAll('-', '')}.pdf`;
  await ctx.storage.put(attachmentKey, attachment, 'application/pdf');
  const at = (seconds: number) => new Date(Date.now() - 60_000 + seconds * 1000);
  await db.insert(messages).values([
    {
      matchId,
      senderId: member.id,
      clientId: randomUUID(),
      body: 'Salam, necəsən?',
      createdAt: at(1),
    },
    {
      matchId,
      senderId: other.id,
      clientId: randomUUID(),
      type: 'file',
      attachmentKey,
      attachmentName: 'plan.pdf',
      attachmentMime: 'application/pdf',
      attachmentSize: attachment.length,
      createdAt: at(2),
    },
  ]);
  await db.insert(reports).values({
    reporterId: member.id,
    targetUserId: stranger.id,
    reason: 'fake_profile',
    note: 'Not a real person',
  });
  return { member, stranger, other, matchId, photos, selfie, attachment };
}

/** Waits for the newest mail of a kind to a member, longer than a plain mail: a build first. */
export async function waitForExportMail(ctx: TestApp, member: Pick<Member, 'id'>, after = 0) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const mails = (await ctx.mailer.outbox()).filter(
      (mail) => mail.to === `${member.id}@example.az` && mail.kind === 'data-export-ready',
    );
    if (mails.length > after) return mails[0]!;
    await sleep(50);
  }
  throw new Error('no data-export-ready mail');
}

/** The API call the mailed page makes on its button, from the page's link (`#token=…`). */
export const downloadPath = (link: string) => {
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
  return `/api/account/export/download?token=${token}`;
};

const openZip = promisify<Buffer, yauzl.Options, yauzl.ZipFile>(yauzl.fromBuffer);

/** Every file of a ZIP by name, read with yauzl (a reader other than the writer). */
export async function unzip(archive: Buffer): Promise<Record<string, Buffer>> {
  const zip = await openZip(archive, { lazyEntries: true });
  const files: Record<string, Buffer> = {};
  const openEntry = promisify(zip.openReadStream.bind(zip));
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      openEntry(entry)
        .then(async (stream) => {
          files[entry.fileName] = Buffer.concat(await stream.toArray());
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}
