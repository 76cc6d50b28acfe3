import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('should give an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'résumé "x".pdf')).toBe(
      `attachment; filename="resume _x_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22x%22.pdf`,
    );
  });

  it('should encode what RFC 5987 does not allow bare', () => {
    expect(contentDisposition('inline', "it's (1)*.jpg")).toBe(
      `inline; filename="it's (1)*.jpg"; filename*=UTF-8''it%27s%20%281%29%2A.jpg`,
    );
  });

  it('should keep header breaks, backslashes and percent signs out of the value', () => {
    const value = contentDisposition('attachment', 'a\r\nSet-Cookie: x=1\\%41.pdf');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toContain('filename="a__Set-Cookie: x=1__41.pdf"');
    expect(value).toContain(`filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1%5C%2541.pdf`);
  });

  it('should encode Azerbaijani letters and survive a lone surrogate', () => {
    expect(contentDisposition('attachment', 'Şəkil ğ.pdf')).toBe(
      `attachment; filename="S_kil g.pdf"; filename*=UTF-8''%C5%9E%C9%99kil%20%C4%9F.pdf`,
    );
    expect(contentDisposition('attachment', 'a\uD800.pdf')).toContain(`UTF-8''a%EF%BF%BD.pdf`);
  });

  it('should give the bare type without a name', () => {
    expect(contentDisposition('inline')).toBe('inline');
  });
});
