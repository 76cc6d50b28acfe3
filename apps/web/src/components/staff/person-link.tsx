import { Link } from 'react-router';
import { useLocale } from '../../lib/use-locale';

type PersonLinkProps = { id: string; name: string; className?: string };

/** A person's name linking to their profile (`/profile/<userId>`, under the current prefix). */
export function PersonLink({ id, name, className = '' }: PersonLinkProps) {
  const { localizedPath } = useLocale();
  return (
    <Link
      to={localizedPath(`/profile/${encodeURIComponent(id)}`)}
      className={`font-semibold text-rose-800 underline-offset-2 hover:underline ${className}`}
    >
      {name}
    </Link>
  );
}
