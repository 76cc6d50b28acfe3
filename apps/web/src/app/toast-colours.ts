import type { ToastType } from '../lib/toast-store';

type Colours = { background: string; border: string; text: string };

/**
 * Each kind of toast's colours: pale background, a border a shade darker, text in the kind's hue
 * (green, blue, red; a plain message black on white). The hues are those the site's toasts have
 * always had; the text is darkened to 5.7:1 or more on its background, above WCAG AA's 4.5:1 for
 * the toasts' 13px text (the lighter text the hues came with reached only 4.4:1).
 */
export const toastColours: Record<ToastType, Colours> = {
  message: { background: '#fff', border: 'hsl(0, 0%, 93%)', text: 'hsl(0, 0%, 9%)' },
  success: {
    background: 'hsl(143, 85%, 96%)',
    border: 'hsl(145, 92%, 87%)',
    text: 'hsl(140, 100%, 22%)',
  },
  info: {
    background: 'hsl(208, 100%, 97%)',
    border: 'hsl(221, 91%, 93%)',
    text: 'hsl(210, 92%, 38%)',
  },
  error: {
    background: 'hsl(359, 100%, 97%)',
    border: 'hsl(359, 100%, 94%)',
    text: 'hsl(360, 100%, 38%)',
  },
};
