import sharp from 'sharp';

/** How far apart two hashes are: the number of bits that differ. */
export function hammingDistance(a: string, b: string): number {
  let rest = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (rest) {
    rest &= rest - 1n;
    count += 1;
  }
  return count;
}

/**
 * The difference hash (dHash) of an image: shrunk to 9×8 grey pixels, each bit says whether a
 * pixel is brighter than its right neighbour. Re-encoding, resizing, EXIF and small colour
 * shifts leave it nearly unchanged; another picture differs in dozens of its 64 bits. Returned
 * as 16 hex digits, which PostgreSQL reads back as bits (`('x' || hash)::bit(64)`).
 */
export async function differenceHash(image: Buffer): Promise<string> {
  const { data } = await sharp(image, { failOn: 'error' })
    .rotate()
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let hash = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      const left = data[row * 9 + column]!;
      const right = data[row * 9 + column + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, '0');
}
