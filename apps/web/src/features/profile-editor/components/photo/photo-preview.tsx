import { UserRound } from 'lucide-react';

type PhotoPreviewProps = { src: string | null; alt: string; size?: 'md' | 'lg' };

const sizes = { md: 'size-24', lg: 'size-40' };

/** A round photo, or a placeholder silhouette when there is none. */
export function PhotoPreview({ src, alt, size = 'md' }: PhotoPreviewProps) {
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        className={`${sizes[size]} rounded-full object-cover shadow-sm ring-4 ring-rose-100`}
      />
    );
  }
  return (
    <span
      className={`${sizes[size]} grid place-items-center rounded-full bg-rose-50 text-rose-300 ring-4 ring-rose-100/60`}
    >
      <UserRound aria-hidden="true" className="size-1/2" />
    </span>
  );
}
