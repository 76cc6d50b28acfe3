import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const file = (name: string) => path.resolve(import.meta.dirname, '../..', name);

type Icon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
};

const manifest = JSON.parse(readFileSync(file('public/manifest.webmanifest'), 'utf8')) as Manifest;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: string): string {
  const bytes = readFileSync(png);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('has what browsers require to offer installing the app', () => {
    expect(manifest.name).toContain('Vüsal');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.id).toBe('/');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('uses the theme colour of the pages', () => {
    const html = readFileSync(file('index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('lists PNG icons of 192 and 512 pixels and a maskable one, each of its stated size', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const iconFile = file(`public${icon.src}`);
      expect(existsSync(iconFile), icon.src).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(iconFile)).toBe(icon.sizes);
    }
  });
});
