import sharp from 'sharp';

export const hairStyles = {
  female: ['long', 'bob', 'bun'],
  male: ['short', 'crew', 'quiff'],
} as const;

type HairStyle = (typeof hairStyles)[keyof typeof hairStyles][number];

export type AvatarSpec = {
  background: readonly [string, string];
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  hasBeard: boolean;
  broadShoulders: boolean;
};

export const avatarPalette = {
  backgrounds: [
    ['#fde2e4', '#fad2e1'],
    ['#e2ece9', '#bee1e6'],
    ['#dfe7fd', '#cddafd'],
    ['#fff1e6', '#f0efeb'],
    ['#e9f5db', '#cfe1b9'],
    ['#f1e3f3', '#c9d6ff'],
    ['#fef9ef', '#ffe3c3'],
    ['#e0f7fa', '#b2ebf2'],
  ],
  skins: ['#f6d7c3', '#eec1a0', '#e0a98a', '#c98e6b', '#a8714f', '#8a5a3c'],
  hair: ['#1f1a17', '#2e221b', '#4a3426', '#6b4a2f', '#8c5a3a', '#b08a5a'],
  greyHair: '#a3a3a3',
  shirts: ['#3d5a80', '#98c1d9', '#ee6c4d', '#293241', '#6d597a', '#b56576', '#2a9d8f', '#264653'],
} as const;

const AVATAR_SIZE = 512;

/**
 * A faceless head-and-shoulders portrait, rendered to a JPEG like an uploaded photo: square,
 * `side` pixels (the full 512, or an upload's small rendition).
 */
export function renderAvatar(spec: AvatarSpec, side: number = AVATAR_SIZE): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(spec)))
    .resize(side, side)
    .jpeg({ quality: 82 })
    .toBuffer();
}

// Hair drawn behind the head (long styles) and over it (fringes, caps), on a 512 canvas with
// the head centred at (256, 210).
const backHair: Partial<Record<HairStyle, string>> = {
  long: 'M160 200C150 110 210 80 256 80C302 80 362 110 352 200L364 372C330 392 182 392 148 372Z',
  bob: 'M162 210C150 110 210 84 256 84C302 84 362 110 350 210L354 300C330 314 182 314 158 300Z',
};

const frontHair: Record<HairStyle, string> = {
  long: 'M172 200C170 130 215 102 256 102C300 102 345 130 340 205C320 160 290 140 250 140C215 140 190 165 172 200Z',
  bob: 'M172 200C170 130 215 102 256 102C300 102 345 130 340 205C326 150 262 136 214 150C196 160 180 178 172 200Z',
  bun: 'M174 195C172 120 215 100 256 100C297 100 340 120 338 195C320 150 290 135 256 135C222 135 192 150 174 195Z',
  short:
    'M172 190C168 120 212 98 256 98C300 98 344 120 340 190C330 150 300 140 256 140C212 140 182 150 172 190Z',
  crew: 'M176 175C180 118 218 104 256 104C294 104 332 118 336 175C318 140 290 130 256 130C222 130 194 140 176 175Z',
  quiff:
    'M172 190C166 120 200 84 262 86C316 88 348 120 340 190C328 146 300 128 256 132C214 136 184 150 172 190Z',
};

const beard =
  'M176 230C180 300 220 318 256 318C292 318 332 300 336 230C320 270 296 284 256 284C216 284 192 270 176 230Z';

function avatarSvg(spec: AvatarSpec): string {
  const neck = darken(spec.skin, 0.12);
  const shoulders = spec.broadShoulders
    ? 'M86 512C86 420 160 372 256 372C352 372 426 420 426 512Z'
    : 'M110 512C110 425 175 378 256 378C337 378 402 425 402 512Z';
  const back = backHair[spec.hairStyle];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${spec.background[0]}"/>
      <stop offset="1" stop-color="${spec.background[1]}"/>
    </linearGradient>
    <radialGradient id="shine" cx="0.4" cy="0.35" r="0.6">
      <stop offset="0" stop-color="#fff" stop-opacity="0.22"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  ${back ? `<path d="${back}" fill="${spec.hair}"/>` : ''}
  ${spec.hairStyle === 'bun' ? `<circle cx="256" cy="92" r="40" fill="${spec.hair}"/>` : ''}
  <path d="${shoulders}" fill="${spec.shirt}"/>
  <rect x="222" y="270" width="68" height="122" rx="28" fill="${neck}"/>
  <path d="M222 372L256 418L290 372Z" fill="${neck}"/>
  <ellipse cx="174" cy="215" rx="14" ry="22" fill="${neck}"/>
  <ellipse cx="338" cy="215" rx="14" ry="22" fill="${neck}"/>
  <ellipse cx="256" cy="210" rx="82" ry="100" fill="${spec.skin}"/>
  <ellipse cx="256" cy="210" rx="82" ry="100" fill="url(#shine)"/>
  ${spec.hasBeard ? `<path d="${beard}" fill="${spec.hair}" opacity="0.85"/>` : ''}
  <path d="${frontHair[spec.hairStyle]}" fill="${spec.hair}"/>
</svg>`;
}

function darken(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * (1 - amount));
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}
