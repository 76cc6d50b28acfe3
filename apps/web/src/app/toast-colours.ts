import type { CSSProperties } from 'react';

/**
 * Text colours for sonner's rich toasts. Sonner's own light-theme text colours reach only
 * 3.1:1 (warning) to 4.4:1 (success, info, error) on their backgrounds, below WCAG AA's 4.5:1
 * for the toasts' 13px text; these keep sonner's hues, darkened to 5.7:1 or more. Set on the
 * Toaster element, they override the variables sonner declares for its light theme.
 */
export const toastColours = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;
