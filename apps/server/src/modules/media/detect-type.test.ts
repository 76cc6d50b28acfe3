import { describe, expect, it } from 'vitest';
import {
  animation,
  minimalPdf,
  photo,
  phpScript,
  unsupported,
} from '../../../test/fixtures/media-fixtures';
import { detectType } from './detect-type';
import { chatAttachmentPolicy, profilePhotoPolicy } from './upload-policies';

describe('detectType', () => {
  it('should recognise every chat attachment type from its bytes', async () => {
    const { mimeTypes } = chatAttachmentPolicy;
    expect(await detectType(await photo('jpeg'), mimeTypes)).toBe('image/jpeg');
    expect(await detectType(await photo('png'), mimeTypes)).toBe('image/png');
    expect(await detectType(await photo('webp'), mimeTypes)).toBe('image/webp');
    expect(await detectType(await animation('gif'), mimeTypes)).toBe('image/gif');
    expect(await detectType(minimalPdf, mimeTypes)).toBe('application/pdf');
  });

  it('should refuse a script, empty input and text with 415', async () => {
    for (const bytes of [phpScript, Buffer.alloc(0), Buffer.from('hello')]) {
      await expect(detectType(bytes, chatAttachmentPolicy.mimeTypes)).rejects.toEqual(unsupported);
    }
  });

  it('should refuse types outside the policy', async () => {
    await expect(detectType(minimalPdf, profilePhotoPolicy.mimeTypes)).rejects.toEqual(unsupported);
    await expect(detectType(await photo('webp'), profilePhotoPolicy.mimeTypes)).rejects.toEqual(
      unsupported,
    );
  });
});
