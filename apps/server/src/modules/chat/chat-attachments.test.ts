import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import type { TestApp } from '../../../test/app';
import {
  jpegWithPrivateMetadata,
  minimalPdf,
  phpScript,
} from '../../../test/fixtures/media-fixtures';
import { discoveryApp, type Member } from '../likes/discovery.test-support';
import { chatPair } from './chat.test-support';

describe('chat attachments', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await discoveryApp();
  });
  afterAll(() => ctx.close());

  const boundary = '----vusal-chat-boundary';
  const upload = (member: Member, matchId: string, clientId: string, name: string, bytes: Buffer) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/chats/${matchId}/attachments`,
      headers: {
        origin: 'http://localhost:3000',
        cookie: `vusal_session=${member.cookie}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n${clientId}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  const fetchFile = (member: Member, url: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { origin: 'http://localhost:3000', cookie: `vusal_session=${member.cookie}` },
    });

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
});
