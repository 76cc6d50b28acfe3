import { useTranslation } from '../../lib/translation';

type MemberPhotoProps = {
  name: string;
  photoUrl: string | null;
  /**
   * The photo's alternative text, 'Photo of {name}' unless given ('' where the name is the
   * photo's link text); the initial in its place is decorative (the name is beside it).
   */
  alt?: string;
  className?: string;
  /** The card in view loads at once; others may wait. */
  loading?: 'eager' | 'lazy';
};

/** A member's main photo filling its box, or the first letter of the name when there is none. */
export function MemberPhoto({ name, photoUrl, alt, className = '', loading }: MemberPhotoProps) {
  const { t } = useTranslation();
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={alt ?? t('profile.photoOf', { name })}
        loading={loading}
        decoding="async"
        className={`bg-rose-50 object-cover ${className}`}
      />
    );
  }
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  // The box is its own size container, so the letter scales with it wherever it is drawn:
  // 40 % of a chat avatar (up to 2rem), 12 % of a photo card, never over 5rem.
  return (
    <span
      aria-hidden="true"
      className={`@container grid place-items-center overflow-hidden bg-linear-to-br from-rose-400 to-rose-800 font-bold text-white ${className}`}
    >
      <span className="text-[length:min(5rem,max(12cqw,min(40cqw,2rem)))] leading-none">
        {initial}
      </span>
    </span>
  );
}
