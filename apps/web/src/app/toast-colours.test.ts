import { describe, expect, it } from 'vitest';
import { toastColours } from './toast-colours';

/** `#fff` or `hsl(h, s%, l%)` as sRGB channels from 0 to 1. */
function rgb(colour: string): [number, number, number] {
  if (colour === '#fff') return [1, 1, 1];
  const [h, s, l] = (colour.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((v) =>
    v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('toast colours', () => {
  it.each(Object.entries(toastColours))(
    'the %s toast text reaches WCAG AA (4.5:1) on its background',
    (_, { text, background }) => {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('measures the lighter success text the hue came with below AA, which is why it is darker', () => {
    expect(contrast('hsl(140, 100%, 27%)', toastColours.success.background)).toBeLessThan(4.5);
  });
});
