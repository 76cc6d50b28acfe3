import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { as, signUpInput } from '../../test/accounts';
import { chatPair } from '../modules/chat/chat.test-support';

const B = 'vusal-boundary';
const TYPE = `multipart/form-data; boundary=${B}`;
const CRLF = '\r\n';
const json = JSON.stringify(signUpInput());
// The start of a JPEG, as an upload cut short would send it.
const jpegStart = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]);

/** `status`: for the few bodies that parse but break another rule, the answer that rule gives. */
type Variant = { name: string; type: string; body: Buffer | string; status?: number };

/** A part's head, as a browser writes it. */
const head = (name: string, fileName?: string) =>
  `--${B}${CRLF}Content-Disposition: form-data; name="${name}"` +
  (fileName ? `; filename="${fileName}"${CRLF}Content-Type: image/jpeg` : '') +
  CRLF +
  CRLF;

/**
 * Garbled multipart bodies, each for the route's first field (`data`, `photo` or `clientId`)
 * and its file field, the ways a broken or hostile client writes them.
 */
function variants(field: string, fileField: string): Variant[] {
  const file = Buffer.concat([Buffer.from(head(fileField, 'a.jpg')), jpegStart]);
  const value = field === 'data' ? json : randomUUID();
  return [
    { name: 'boundary=""', type: 'multipart/form-data; boundary=""', body: `--${CRLF}` },
    { name: 'empty boundary', type: 'multipart/form-data; boundary=', body: 'x' },
    { name: 'boundary without a value', type: 'multipart/form-data; boundary', body: 'x' },
    { name: 'quoted boundary left open', type: 'multipart/form-data; boundary="abc', body: 'x' },
    { name: 'boundary of 300 characters', type: `${TYPE}${'x'.repeat(300)}`, body: 'x' },
    {
      name: 'another multipart subtype',
      type: `multipart/mixed; boundary=${B}`,
      body: 'x',
      status: 415,
    },
    { name: 'two boundaries', type: `${TYPE}; boundary=other`, body: `--other--${CRLF}` },
    { name: 'empty body', type: TYPE, body: '' },
    { name: 'no boundary in the body', type: TYPE, body: 'garbage without any delimiter' },
    { name: 'only the closing delimiter', type: TYPE, body: `--${B}--${CRLF}` },
    { name: 'an unterminated part', type: TYPE, body: `${head(field)}${value}` },
    { name: 'an unterminated file part', type: TYPE, body: file },
    {
      name: 'an unterminated part head',
      type: TYPE,
      body: `--${B}${CRLF}Content-Disposition: form-data; name="${field}"`,
    },
    {
      name: 'garbage after a valid boundary',
      type: TYPE,
      body: `--${B}garbage${CRLF}Content-Disposition: form-data; name="${field}"${CRLF}${CRLF}${value}${CRLF}--${B}--`,
    },
    {
      name: 'garbage after a valid boundary, then nothing',
      type: TYPE,
      body: `--${B} \u0000\u0001\u00ff`,
    },
    {
      name: 'a head line without a colon',
      type: TYPE,
      body: `--${B}${CRLF}no colon here${CRLF}${CRLF}${value}${CRLF}--${B}--`,
    },
    {
      name: 'a part without Content-Disposition',
      type: TYPE,
      body: `--${B}${CRLF}Content-Type: text/plain${CRLF}${CRLF}${value}${CRLF}--${B}--`,
    },
    {
      name: 'a Content-Disposition without a name',
      type: TYPE,
      body: `--${B}${CRLF}Content-Disposition: form-data${CRLF}${CRLF}${value}${CRLF}--${B}--`,
    },
    {
      name: 'a file name in a broken RFC 5987 encoding',
      type: TYPE,
      body: `--${B}${CRLF}Content-Disposition: form-data; name="${fileField}"; filename*=UTF-8''%ff%fe%${CRLF}${CRLF}x${CRLF}--${B}--`,
      // The file name is decoded as well as it goes; the one byte is no image.
      ...(fileField === field ? { status: 415 } : {}),
    },
    {
      name: 'a part head of 100 kB',
      type: TYPE,
      body: `--${B}${CRLF}X-Filler: ${'x'.repeat(100_000)}${CRLF}${CRLF}${value}${CRLF}--${B}--`,
    },
    {
      name: 'line feeds instead of CRLF',
      type: TYPE,
      body: `--${B}\nContent-Disposition: form-data; name="${field}"\n\n${value}\n--${B}--\n`,
    },
    {
      name: 'NUL bytes in the field name',
      type: TYPE,
      body: `${head(`${field}\u0000`)}${value}${CRLF}--${B}--`,
    },
    {
      name: 'bytes that are not UTF-8 in the head',
      type: TYPE,
      body: Buffer.concat([
        Buffer.from(`--${B}${CRLF}Content-Disposition: form-data; name="`),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from(`"${CRLF}${CRLF}${value}${CRLF}--${B}--`),
      ]),
    },
    {
      name: 'the delimiter cut in two',
      type: TYPE,
      body: `${head(field)}${value}${CRLF}--${B.slice(0, 5)}`,
    },
    {
      name: 'parts past the limit',
      type: TYPE,
      body: `${Array.from({ length: 8 }, (_, n) => `${head(`f${n}`)}x${CRLF}`).join('')}--${B}--`,
      // Sign-up refuses the first part it does not know before the limit counts.
      status: field === 'data' ? 400 : 413,
    },
    {
      name: 'a field past its size limit',
      type: TYPE,
      body: `${head(field)}${'x'.repeat(70 * 1024)}${CRLF}--${B}--`,
    },
    {
      name: 'a file part with nothing after its head',
      type: TYPE,
      body: head(fileField, 'a.jpg'),
    },
    {
      name: 'a file part first, then garbage',
      type: TYPE,
      body: Buffer.concat([file, Buffer.from(`${CRLF}--${B}garbage`)]),
    },
    {
      name: 'a JSON field that does not parse',
      type: TYPE,
      body: `${head(field)}{"email":${CRLF}--${B}--`,
    },
  ];
}

const lines: string[] = [];
let ctx: TestApp;

beforeAll(async () => {
  ctx = await buildTestApp({}, { logStream: { write: (line) => void lines.push(line) } });
});

afterAll(() => ctx.close());

const routes = [
  {
    name: 'sign-up, no sign-in needed',
    method: 'POST',
    url: (_matchId: string) => '/api/auth/sign-up',
    field: 'data',
    file: 'photo',
    signedIn: false,
  },
  {
    name: 'profile photo',
    method: 'POST',
    url: (_matchId: string) => '/api/profiles/me/photos',
    field: 'photo',
    file: 'photo',
    signedIn: true,
  },
  {
    name: 'chat attachment',
    method: 'POST',
    url: (matchId: string) => `/api/chats/${matchId}/attachments`,
    field: 'clientId',
    file: 'file',
    signedIn: true,
  },
] as const;

describe('garbled multipart bodies are 400s, never 500s (SECURITY 20)', () => {
  it.each(routes)('$name', async (route) => {
    const failures: string[] = [];
    for (const variant of variants(route.field, route.file)) {
      // A member of their own for each body: uploads have a per-member limit.
      const { a, matchId } = await chatPair(ctx.database.db);
      const from = lines.length;
      const response = await ctx.app.inject({
        method: route.method,
        url: route.url(matchId),
        headers: { 'content-type': variant.type, ...as(route.signedIn ? a : undefined) },
        payload: variant.body,
      });
      const body = response.json() as { error?: { code?: unknown; message?: unknown } };
      const errorLogged = lines
        .slice(from)
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .find((entry) => entry.level >= 50);
      if (
        response.statusCode !== (variant.status ?? 400) ||
        typeof body.error?.code !== 'string' ||
        typeof body.error.message !== 'string' ||
        errorLogged
      ) {
        failures.push(`${variant.name}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
