// Makes the 1200×630 share image (Open Graph, Twitter) in the brand colours from an SVG.
// Run after changing it: `node apps/web/scripts/generate-og-image.mjs`; the PNG is committed,
// so builds do not need sharp. One image serves every language: it says the name and the
// promise in all three.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const heart = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').match(/<path[^>]*\/>/)[0];

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#be123c"/>
      <stop offset="1" stop-color="#5a0f2a"/>
    </linearGradient>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e11d48"/>
      <stop offset="1" stop-color="#881337"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1060" cy="90" r="260" fill="#fff" opacity="0.06"/>
  <circle cx="1120" cy="560" r="180" fill="#fff" opacity="0.05"/>
  <g transform="translate(96 150) scale(2.5)">
    <rect width="64" height="64" rx="16" fill="url(#g)" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/>
    ${heart}
  </g>
  <text x="290" y="262" font-family="DejaVu Sans, Noto Sans, Arial, sans-serif" font-size="128" font-weight="700" fill="#fff">Vüsal</text>
  <text x="96" y="400" font-family="DejaVu Sans, Noto Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#fff">Serious dating and matchmaking</text>
  <text x="96" y="462" font-family="DejaVu Sans, Noto Sans, Arial, sans-serif" font-size="34" fill="#ffe4e6">Ciddi tanışlıq və ailə qurmaq üçün</text>
  <text x="96" y="512" font-family="DejaVu Sans, Noto Sans, Arial, sans-serif" font-size="34" fill="#ffe4e6">Серьёзные знакомства и создание семьи</text>
</svg>`;

await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(path.join(publicDir, 'og-image.png'));
console.log('public/og-image.png');
