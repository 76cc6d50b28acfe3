import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { as, requestAs } from '../../../test/accounts';
import {
  jpegWithPrivateMetadata,
  minimalPdf,
  phpScript,
} from '../../../test/fixtures/media-fixtures';
import { type Member } from '../likes/discovery.test-support';
import { chatPair } from './chat.test-support';

describe('chat attachments', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const boundary = '----vusal-chat-boundary';
  const upload = (
    member: Member,
    matchId: string,
    clientId: string,
    name: string,
    bytes: Buffer,
    extraFields = '',
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/chats/${matchId}/attachments`,
      headers: { ...as(member), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n${clientId}\r\n` +
            extraFields +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  const fetchFile = (member: Member, url: string) => requestAs(ctx, member, 'GET', url);

  it('SECURITY 21, 22, 27: an image re-encoded without metadata, stored once per client id', async () => {
    const { a, b, matchId } = await chatPair(ctx.database.db);
    const clientId = randomUUID();
    const jpeg = await jpegWithPrivateMetadata();
    const first = await upload(a, matchId, clientId, 'holiday.jpg', jpeg);
    expect(first.statusCode).toBe(201);
    const { message } = first.json();
    expect(message).toMatchObject({
      type: 'image',
      attachment: { name: 'holiday.jpg', mime: 'image/jpeg' },
    });
    const again = await upload(a, matchId, clientId, 'holiday.jpg', jpeg);
    expect(again.statusCode).toBe(200);
    expect(again.json().message.id).toBe(message.id);
    expect(
      await ctx.database.db.select().from(messages).where(eq(messages.matchId, matchId)),
    ).toHaveLength(1);

    const served = await fetchFile(b, message.attachment.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
  });

  it('SECURITY 21–23: a PDF downloads with a safe name, only to the two members; other types are 415', async () => {
    const { a, b, matchId } = await chatPair(ctx.database.db);
    const { a: stranger } = await chatPair(ctx.database.db);
    const response = await upload(
      a,
      matchId,
      randomUUID(),
      '"><img src=x onerror=alert(1)>.pdf',
      minimalPdf,
    );
    expect(response.statusCode).toBe(201);
    const { message } = response.json();
    expect(message.type).toBe('file');
    const served = await fetchFile(b, message.attachment.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['content-disposition']).not.toContain('<img');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect((await fetchFile(stranger, message.attachment.url)).statusCode).toBe(404);
    expect((await upload(stranger, matchId, randomUUID(), 'x.pdf', minimalPdf)).statusCode).toBe(
      404,
    );
    expect((await upload(a, matchId, randomUUID(), 'shell.jpg', phpScript)).statusCode).toBe(415);
    expect((await upload(a, matchId, 'not-a-uuid', 'x.pdf', minimalPdf)).statusCode).toBe(400);
  });

  it('issue 22: an image keeps the size the server measured, never one the client claims', async () => {
    const { a, b, matchId } = await chatPair(ctx.database.db);
    // 100×50 with EXIF orientation 6: upright it stands 50 wide and 100 tall.
    const claimed =
      `--${boundary}\r\nContent-Disposition: form-data; name="width"\r\n\r\n4000\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="height"\r\n\r\n1\r\n`;
    const response = await upload(
      a,
      matchId,
      randomUUID(),
      'turned.jpg',
      await jpegWithPrivateMetadata(6),
      claimed,
    );
    expect(response.statusCode).toBe(201);
    const { message } = response.json();
    expect(message.attachment).toMatchObject({ width: 50, height: 100 });
    const [row] = await ctx.database.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row).toMatchObject({ attachmentWidth: 50, attachmentHeight: 100 });

    const pdf = (await upload(a, matchId, randomUUID(), 'a.pdf', minimalPdf)).json().message;
    expect(pdf.attachment).toMatchObject({ width: null, height: null });

    // An image stored before sizes were kept still shows, without a size.
    await ctx.database.db
      .update(messages)
      .set({ attachmentWidth: null, attachmentHeight: null })
      .where(eq(messages.id, message.id));
    const page = await requestAs(ctx, b, 'GET', `/api/chats/${matchId}/messages`);
    expect(page.statusCode).toBe(200);
    // The sizes travel only with the message: nobody outside the chat reads the thread.
    const { a: stranger } = await chatPair(ctx.database.db);
    for (const outsider of [stranger, undefined]) {
      const refused = await requestAs(ctx, outsider, 'GET', `/api/chats/${matchId}/messages`);
      expect(refused.statusCode).toBe(outsider ? 404 : 401);
    }
    expect(page.json().messages[0].attachment).toMatchObject({
      mime: 'image/jpeg',
      width: null,
      height: null,
    });
  });

  it('issue 22: the database refuses half a size or a zero side', async () => {
    const { a, matchId } = await chatPair(ctx.database.db);
    const base = {
      matchId,
      senderId: a.id,
      type: 'image' as const,
      attachmentKey: 'chat/x.jpg',
      attachmentName: 'x.jpg',
      attachmentMime: 'image/jpeg',
      attachmentSize: 10,
    };
    const insert = (size: { attachmentWidth: number | null; attachmentHeight: number | null }) =>
      ctx.database.db.insert(messages).values({ ...base, clientId: randomUUID(), ...size });
    await expect(insert({ attachmentWidth: 10, attachmentHeight: null })).rejects.toThrow();
    await expect(insert({ attachmentWidth: 0, attachmentHeight: 10 })).rejects.toThrow();
    await expect(insert({ attachmentWidth: 10, attachmentHeight: 10 })).resolves.toBeDefined();
  });
});
