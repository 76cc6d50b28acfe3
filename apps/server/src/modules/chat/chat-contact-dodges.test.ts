import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, userRoles } from '../../db/schema';
import { as } from '../../../test/accounts';
import { minimalPdf } from '../../../test/fixtures/media-fixtures';
import { api, liveApp, type Member } from '../likes/discovery.test-support';
import { chatPair, send, stored, text } from './chat.test-support';

const unconfirmed = { ok: false, error: { code: 'CONTACT_DETAILS_UNCONFIRMED' } };

/** Issue 34, item 7: the disguises a tester got past the detector, in a new chat (decision 021). */
describe('chat: contact details in disguise, and in a file name', () => {
  const live = liveApp();
  const db = () => live.ctx.database.db;
  const rowsOf = (matchId: string) =>
    db().select().from(messages).where(eq(messages.matchId, matchId));

  const boundary = '----vusal-dodge-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const upload = (member: Member, matchId: string, fileName: string, fields: string) =>
    live.ctx.app.inject({
      method: 'POST',
      url: `/api/chats/${matchId}/attachments`,
      headers: { ...as(member), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
            `filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        minimalPdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });

  it('asks before a disguised number, handle, e-mail or link goes out', async () => {
    const { a, matchId } = await chatPair(db());
    const socket = await live.open(a);
    for (const body of [
      'telegram aysel',
      'aysel [at] gmail dot com',
      'zəng et 050\u200F123\u2060 45 67',
      'मेरा नंबर ०५० १२३ ४५ ६७',
      'O5O I23 45 67',
      'sifir elli bir iki uc dord bes alti yeddi',
      'wechat: aysel_92',
      'іnstagram aysel',
      'evil。com',
    ]) {
      expect(await send(socket, text(matchId, body)), body).toMatchObject(unconfirmed);
    }
    expect(await rowsOf(matchId)).toHaveLength(0);
    stored(await send(socket, text(matchId, 'Telegram-da yox, burada danışaq? Saat 19:30?')));
  });

  it('asks about a file whose name has contact details, storing nothing; sent anyway, it is marked', async () => {
    const { a, matchId } = await chatPair(db());
    const name = 'call me 0501234567.pdf';
    const clientId = randomUUID();
    const asked = await upload(a, matchId, name, field('clientId', clientId));
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error.code).toBe('CONTACT_DETAILS_UNCONFIRMED');
    expect(await rowsOf(matchId)).toHaveLength(0);

    const fields = field('clientId', clientId) + field('sendAnyway', 'true');
    const sent = await upload(a, matchId, name, fields);
    expect(sent.statusCode).toBe(201);
    const [row] = await rowsOf(matchId);
    expect(row).toMatchObject({ type: 'file', attachmentName: name, hasContactDetails: true });

    await db().insert(userRoles).values({ userId: a.id, role: 'moderator' });
    const list = await api(live.ctx, a).get('/api/moderation/contact-messages?limit=100');
    const item = list
      .json<{ items: { id: string; text: string }[] }>()
      .items.find((entry) => entry.id === row?.id);
    expect(item?.text).toBe(name);
  });

  it('sends a file named by a phone or an app without asking, unmarked', async () => {
    const { a, matchId } = await chatPair(db());
    const name = 'WhatsApp Image 2024-05-12 at 12.34.56.pdf';
    const sent = await upload(a, matchId, name, field('clientId', randomUUID()));
    expect(sent.statusCode).toBe(201);
    const [row] = await rowsOf(matchId);
    expect(row?.hasContactDetails).toBe(false);
  });
});
