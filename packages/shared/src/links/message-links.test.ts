import { describe, expect, it } from 'vitest';
import { messageParts } from './message-links';

const links = (text: string) => messageParts(text).filter((part) => part.kind === 'link');

describe('messageParts (issue 24, item 7)', () => {
  it('turns a bare http(s) link into a link with its domain, keeping the text around it', () => {
    expect(messageParts('Bax: https://www.example.com/a?b=1 gözəldir')).toEqual([
      { kind: 'text', text: 'Bax: ' },
      {
        kind: 'link',
        text: 'https://www.example.com/a?b=1',
        href: 'https://www.example.com/a?b=1',
        domain: 'example.com',
      },
      { kind: 'text', text: ' gözəldir' },
    ]);
    expect(links('http://vusal.az and https://kino.az.')).toMatchObject([
      { domain: 'vusal.az' },
      { domain: 'kino.az' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'mailto:aysel@example.com',
    '//evil.example.com/path',
    'aysel@example.com',
    'example.com',
    'www.example.com',
    'salam.az',
    'https://',
    'https:// example.com',
    '<a href="javascript:alert(1)">klik</a>',
  ])('keeps %j as text', (text) => {
    expect(messageParts(text)).toEqual([{ kind: 'text', text }]);
  });

  it('shows the host the browser will open, not the one the text pretends', () => {
    for (const part of links('https://paypal.com@evil.example/login https://u:p@evil.example/')) {
      expect(new URL(part.href).hostname.replace(/^www\./, '')).toBe(part.domain);
    }
    expect(links('https://аpple.com/id')).toMatchObject([{ domain: 'xn--pple-43d.com' }]);
    expect(links('https://paypal.com.evil.example/')).toMatchObject([
      { domain: 'paypal.com.evil.example' },
    ]);
  });

  it('never lets a quote or an angle bracket into the address', () => {
    for (const part of links('https://example.com/"onmouseover="alert(1) <https://a.example/x>')) {
      expect(part.href).not.toMatch(/["<>\s]/);
    }
  });

  it('keeps huge and odd inputs whole, in order', () => {
    const long = `${'a'.repeat(3000)} https://example.com ${'\u0000'.repeat(3)}`;
    expect(
      messageParts(long)
        .map((part) => part.text)
        .join(''),
    ).toBe(long);
    expect(messageParts('')).toEqual([]);
  });
});
