import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../lib/translation';
import { MemberPhoto } from './member-photo';

type PhotoCarouselProps = {
  name: string;
  /** The approved photos in the member's order (decision 037); the first is the main one. */
  photos: readonly string[];
  /** The main photo, for answers that carry no list (older caches, sample data). */
  photoUrl: string | null;
  className?: string;
  loading?: 'eager' | 'lazy';
};

/** How far a finger moves sideways before it counts as a swipe, in CSS pixels. */
const SWIPE_PX = 40;

const arrowButton =
  'absolute top-1/2 z-10 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-stone-900 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700';

/**
 * A member's photos one at a time: buttons with names, ← and → while it has focus (taken
 * before browse's own arrow keys, which then do nothing), and a swipe on touch screens. One
 * photo or none shows as `MemberPhoto` alone.
 */
export function PhotoCarousel({
  name,
  photos,
  photoUrl,
  className = '',
  loading,
}: PhotoCarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  const count = photos.length;
  if (count <= 1) {
    return (
      <MemberPhoto
        name={name}
        photoUrl={photos[0] ?? photoUrl}
        loading={loading}
        className={className}
      />
    );
  }
  const current = Math.min(index, count - 1);
  const go = (by: -1 | 1) => setIndex((current + by + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    startX.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const moved = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <div
      role="group"
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.label', { name })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      className={`touch-pan-y overflow-hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 ${className}`}
    >
      <MemberPhoto
        name={name}
        photoUrl={photos[current]!}
        alt={t('carousel.photo', { n: current + 1, count, name })}
        loading={loading}
        className="absolute inset-0 size-full"
      />
      <button
        type="button"
        className={`${arrowButton} left-2`}
        onClick={() => go(-1)}
        aria-label={t('carousel.previous')}
      >
        <ChevronLeft aria-hidden className="size-5" />
      </button>
      <button
        type="button"
        className={`${arrowButton} right-2`}
        onClick={() => go(1)}
        aria-label={t('carousel.next')}
      >
        <ChevronRight aria-hidden className="size-5" />
      </button>
      <p
        aria-live="polite"
        className="absolute bottom-2 left-1/2 z-10 -translate-x-1/2 rounded-full bg-stone-900/70 px-2.5 py-0.5 text-xs font-semibold text-white"
      >
        {t('carousel.position', { n: current + 1, count })}
      </p>
    </div>
  );
}
