type ProfileAvatarProps = {
  name: string;
  photoUrl: string | null;
  size?: 'md' | 'lg';
  /** The photo's alternative text; the initial alone is decorative (the name is beside it). */
  alt: string;
};

const sizes = {
  md: 'size-20 text-3xl',
  lg: 'size-28 text-5xl sm:size-32',
};

/** The main photo, or the first letter of the name on a rose tile when there is none. */
export function ProfileAvatar({ name, photoUrl, size = 'lg', alt }: ProfileAvatarProps) {
  const classes = `${sizes[size]} shrink-0 rounded-full ring-4 ring-white shadow-lg shadow-rose-900/10`;
  if (photoUrl) {
    return <img src={photoUrl} alt={alt} className={`${classes} bg-rose-50 object-cover`} />;
  }
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className={`${classes} grid place-items-center bg-linear-to-br from-rose-500 to-rose-800 font-bold text-white`}
    >
      {initial}
    </span>
  );
}
