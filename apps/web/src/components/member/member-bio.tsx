import { demoBioIn } from '@vusal/shared/catalog/demo-bios';
import { useLocale } from '../../lib/use-locale';

type MemberBioProps = {
  bio: string | null;
  /** A demo profile's bio is shown in the screen's language; a member's own, as written. */
  isDemo?: boolean;
  className?: string;
};

/** A member's "about me" paragraph, or nothing when they wrote none. */
export function MemberBio({ bio, isDemo = false, className = '' }: MemberBioProps) {
  const { language } = useLocale();
  const text = isDemo ? demoBioIn(bio, language) : bio;
  if (!text?.trim()) return null;
  return (
    <p
      className={`text-base whitespace-pre-line text-pretty break-words text-stone-800 ${className}`}
    >
      {text}
    </p>
  );
}
