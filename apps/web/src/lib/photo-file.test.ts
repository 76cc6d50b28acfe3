import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-file';

const jpegBytes = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MB = 1024 * 1024;

const file = (head: number[], name: string, type: string, size = head.length) =>
  new File([new Uint8Array(head), new Uint8Array(Math.max(0, size - head.length))], name, { type });

describe('the browser-side photo check', () => {
  it('accepts a JPEG or a PNG up to 5 MB', async () => {
    expect(await photoProblem(file(jpegBytes, 'me.jpg', 'image/jpeg'))).toBeUndefined();
    expect(await photoProblem(file(pngBytes, 'me.png', 'image/png', 5 * MB))).toBeUndefined();
    // A PNG named .jpg is still a PNG: the server decides by the bytes, and so do we.
    expect(await photoProblem(file(pngBytes, 'me.jpg', 'image/jpeg'))).toBeUndefined();
  });

  it('refuses other types by their declared type or name', async () => {
    expect(await photoProblem(file([0x47, 0x49, 0x46, 0x38], 'me.gif', 'image/gif'))).toBe(
      'validation.photoType',
    );
    expect(await photoProblem(file(jpegBytes, 'me.heic', ''))).toBe('validation.photoType');
    expect(await photoProblem(file(jpegBytes, 'cv.pdf', 'application/pdf'))).toBe(
      'validation.photoType',
    );
  });

  it('refuses a file that only pretends to be a JPEG', async () => {
    const text = [...new TextEncoder().encode('<img src=x onerror=alert(1)>')];
    expect(await photoProblem(file(text, 'me.jpg', 'image/jpeg'))).toBe('validation.photoType');
  });

  it('refuses anything over 5 MB', async () => {
    expect(await photoProblem(file(jpegBytes, 'big.jpg', 'image/jpeg', 5 * MB + 1))).toBe(
      'validation.photoSize',
    );
  });
});
