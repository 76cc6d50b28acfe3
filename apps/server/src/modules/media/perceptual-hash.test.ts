import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { VERIFICATION } from '@vusal/shared/catalog/verification';
import { blockImage } from '../../../test/fixtures/block-image';
import { differenceHash, hammingDistance } from './perceptual-hash';

const near = VERIFICATION.sameSelfieMaxDistance;

describe('the difference hash of a selfie (decision 031)', () => {
  it('stays within the threshold when the same picture is re-encoded or resized', async () => {
    const original = await blockImage(1);
    const copy = await sharp(original).resize(120).jpeg({ quality: 40 }).toBuffer();
    const distance = hammingDistance(await differenceHash(original), await differenceHash(copy));
    expect(distance).toBeLessThanOrEqual(near);
  });

  it('is far apart for different pictures', async () => {
    const [a, b] = await Promise.all(
      [blockImage(1), blockImage(2)].map(async (p) => differenceHash(await p)),
    );
    expect(hammingDistance(a!, b!)).toBeGreaterThan(near);
  });

  it('counts differing bits, the sign bit included', () => {
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('0000000000000005', '0000000000000004')).toBe(1);
  });
});
