type MemberPhotoProps = {
  name: string;
  photoUrl: string | null;
  /** The photo's alternative text; the initial in its place is decorative (the name is beside it). */
  alt: string;
  className?: string;
  /** The card in view loads at once; others may wait. */
  loading?: 'eager' | 'lazy';
};

/** A member's main photo filling its box, or the first letter of the name when there is none. */
export function MemberPhoto({ name, photoUrl, alt, className = '', loading }: MemberPhotoProps) {
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={alt}
        loading={loading}
        decoding="async"
        className={`bg-rose-50 object-cover ${className}`}
      />
    );
  }
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className={`grid place-items-center bg-linear-to-br from-rose-400 to-rose-800 font-bold text-white ${className}`}
    >
      <span className="text-[clamp(2rem,12cqw,5rem)]">{initial}</span>
    </span>
  );
}
