import type { CountryCode } from '@vusal/shared/catalog/countries';
import type { ReactNode } from 'react';

/**
 * Simplified flags drawn in SVG: a flag emoji shows as two letters on Windows, and as an empty
 * box where no emoji font is installed. Decorative (the country's name is written beside it).
 */
const flags: Record<CountryCode, { viewBox: string; shapes: ReactNode }> = {
  az: {
    viewBox: '0 0 60 30',
    shapes: (
      <>
        <rect width="60" height="10" fill="#00b5e2" />
        <rect y="10" width="60" height="10" fill="#ef3340" />
        <rect y="20" width="60" height="10" fill="#509e2f" />
        <circle cx="28.5" cy="15" r="4.5" fill="#fff" />
        <circle cx="29.6" cy="15" r="3.7" fill="#ef3340" />
        <polygon
          fill="#fff"
          points="33.6,13 33.96,14.12 35.01,13.59 34.48,14.64 35.6,15 34.48,15.36 35.01,16.41 33.96,15.88 33.6,17 33.24,15.88 32.19,16.41 32.72,15.36 31.6,15 32.72,14.64 32.19,13.59 33.24,14.12"
        />
      </>
    ),
  },
  kz: {
    viewBox: '0 0 60 30',
    shapes: (
      <>
        <rect width="60" height="30" fill="#00afca" />
        <circle
          cx="30"
          cy="12.5"
          r="7.2"
          fill="none"
          stroke="#fec50c"
          strokeWidth="2"
          strokeDasharray="0.7 0.714"
        />
        <circle cx="30" cy="12.5" r="5" fill="#fec50c" />
        <path d="M18 20.5q6-1 12 2.5q6-3.5 12-2.5q-5 3-12 4q-7-1-12-4z" fill="#fec50c" />
        <path
          d="M5 2l1.6 2.5L5 7 3.4 4.5zm0 7l1.6 2.5L5 14l-1.6-2.5zm0 7l1.6 2.5L5 21l-1.6-2.5zm0 7l1.6 2.5L5 28l-1.6-2.5z"
          fill="#fec50c"
        />
      </>
    ),
  },
  ge: {
    viewBox: '0 0 30 20',
    shapes: (
      <>
        <rect width="30" height="20" fill="#fff" />
        <rect y="8" width="30" height="4" fill="#e8112d" />
        <rect x="13" width="4" height="20" fill="#e8112d" />
        <path
          d="M5.8 1.5h1.4v1.8H9v1.4H7.2v1.8H5.8V4.7H4V3.3h1.8zm17 0h1.4v1.8H26v1.4h-1.8v1.8h-1.4V4.7H21V3.3h1.8zm-17 12h1.4v1.8H9v1.4H7.2v1.8H5.8v-1.8H4v-1.4h1.8zm17 0h1.4v1.8H26v1.4h-1.8v1.8h-1.4v-1.8H21v-1.4h1.8z"
          fill="#e8112d"
        />
      </>
    ),
  },
};

export function CountryFlag({ code }: { code: CountryCode }) {
  const { viewBox, shapes } = flags[code];
  return (
    <svg
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      className="h-5 w-auto rounded-[3px] shadow-sm ring-1 ring-stone-900/10"
    >
      {shapes}
    </svg>
  );
}
