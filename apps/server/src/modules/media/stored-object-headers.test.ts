import { describe, expect, it } from 'vitest';
import { storedObjectHeaders } from './stored-object-headers';

describe('storedObjectHeaders', () => {
  it('should serve a PDF as a sandboxed, unsniffable download', () => {
    expect(storedObjectHeaders({ contentType: 'application/pdf', size: 1234 }, 'cv.pdf')).toEqual({
      'Content-Type': 'application/pdf',
      'Content-Length': '1234',
      'Content-Disposition': 'attachment; filename="cv.pdf"',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, max-age=3600',
    });
  });

  it('should serve images inline, privately cached', () => {
    const headers = storedObjectHeaders({ contentType: 'image/jpeg', size: 10 });
    expect(headers).toMatchObject({
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3600',
    });
  });

  it('should make a download of any other type', () => {
    const headers = storedObjectHeaders({ contentType: 'text/html', size: 10 }, 'page.html');
    expect(headers['Content-Disposition']).toMatch(/^attachment;/);
  });

  it('should keep quotes, header breaks and lone surrogates from breaking the header', () => {
    const header = (name: string) =>
      storedObjectHeaders({ contentType: 'application/pdf', size: 1 }, name)['Content-Disposition'];
    expect(header('résumé "x".pdf')).toBe('attachment; filename="résumé \\"x\\".pdf"');
    expect(header('Şəkil ğ.pdf')).toBe(
      `attachment; filename="??kil ?.pdf"; filename*=UTF-8''%C5%9E%C9%99kil%20%C4%9F.pdf`,
    );
    expect(header('a\uD800.pdf')).toContain(`UTF-8''a%EF%BF%BD.pdf`);
    expect(header('a\r\nSet-Cookie: x=1.pdf')).not.toMatch(/[\r\n]/);
  });
});
