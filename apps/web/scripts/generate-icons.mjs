// Makes the web app manifest's PNG icons from the favicon's artwork, in the brand colours.
// Run after changing public/favicon.svg: `node apps/web/scripts/generate-icons.mjs`; the PNGs
// are committed, so builds do not need sharp.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const outDir = path.join(publicDir, 'icons');
mkdirSync(outDir, { recursive: true });

// A maskable icon is cropped to any shape by the launcher: the gradient fills the whole square
// (no rounded corners) and the heart shrinks into the central safe zone (a circle of 80 %).
const maskable = favicon
  .replace(/<rect[^>]*\/>/, '<rect width="64" height="64" fill="url(#g)"/>')
  .replace('<path ', '<path transform="translate(32 33) scale(0.72) translate(-32 -33)" ');

const icons = [
  { name: 'icon-192.png', svg: favicon, size: 192 },
  { name: 'icon-512.png', svg: favicon, size: 512 },
  { name: 'icon-maskable-512.png', svg: maskable, size: 512 },
  { name: 'apple-touch-icon.png', svg: maskable, size: 180 },
];

for (const { name, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name));
  console.log(`public/icons/${name}`);
}
