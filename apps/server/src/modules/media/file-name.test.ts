import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name';

describe('cleanFileName', () => {
  it('should keep a plain name as it is', () => {
    expect(cleanFileName('résumé "x".pdf', 'pdf')).toBe('résumé "x".pdf');
    expect(cleanFileName('Holiday.JPEG', 'jpg')).toBe('Holiday.JPEG');
    expect(cleanFileName('résumé %22x%22.pdf', 'pdf')).toBe('résumé "x".pdf');
  });

  it('should drop directories, invisible characters and leading dots', () => {
    expect(cleanFileName('C:\\Users\\me\\..\\cv.pdf', 'pdf')).toBe('cv.pdf');
    expect(cleanFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(cleanFileName('photo\u202Egpj.exe', 'jpg')).toBe('photogpj.exe.jpg');
    expect(cleanFileName('a\r\n\tb.pdf', 'pdf')).toBe('ab.pdf');
    expect(cleanFileName('.htaccess', 'png')).toBe('htaccess.png');
  });

  it('should end in the extension of the detected type', () => {
    expect(cleanFileName('shell.php', 'jpg')).toBe('shell.php.jpg');
    expect(cleanFileName('scan.png', 'pdf')).toBe('scan.png.pdf');
  });

  it('should fall back to a neutral name and bound the length', () => {
    expect(cleanFileName(undefined, 'pdf')).toBe('file.pdf');
    expect(cleanFileName('  ', 'gif')).toBe('file.gif');
    expect(Array.from(cleanFileName('ə'.repeat(500), 'pdf'))).toHaveLength(204);
  });
});
