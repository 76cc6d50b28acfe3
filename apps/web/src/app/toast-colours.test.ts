import { describe, expect, it } from 'vitest';
import { toastColours } from './toast-colours';

/** Sonner's light-theme backgrounds of rich toasts (sonner/dist/styles.css). */
const backgrounds = {
  success: 'hsl(143, 85%, 96%)',
  info: 'hsl(208, 100%, 97%)',
  warning: 'hsl(49, 100%, 97%)',
  error: 'hsl(359, 100%, 97%)',
};

function rgb(hsl: string): [number, number, number] {
  const [h, s, l] = (hsl.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

function luminance(hsl: string): number {
  const [r, g, b] = rgb(hsl).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('toast colours', () => {
  it.each(Object.entries(backgrounds))(
    'the %s toast text reaches WCAG AA (4.5:1) on its background',
    (type, background) => {
      const text = (toastColours as Record<string, string>)[`--${type}-text`];
      expect(text).toBeDefined();
      expect(contrast(text!, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("measures sonner's own success text below AA, which is why these exist", () => {
    expect(contrast('hsl(140, 100%, 27%)', backgrounds.success)).toBeLessThan(4.5);
  });
});
