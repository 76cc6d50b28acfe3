import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '../../lib/translation';

type VerifiedBadgeProps = {
  /** `icon`: the tick alone (cards, lists, the chat header); `label`: the tick and the word. */
  variant?: 'icon' | 'label';
  className?: string;
};

/**
 * Issue 23, item 4: the tick of a member whose selfie a moderator accepted, the same on every
 * card, profile and chat header. It is one image named "Verified" in the page's language, so a
 * screen reader says it once whichever variant shows.
 */
export function VerifiedBadge({ variant = 'icon', className = '' }: VerifiedBadgeProps) {
  const { t } = useTranslation();
  const label = t('verification.badge');
  if (variant === 'label') {
    return (
      <span
        role="img"
        aria-label={label}
        className={`inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-3 py-1 text-sm font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset ${className}`}
      >
        <BadgeCheck aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{label}</span>
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`inline-flex shrink-0 ${className}`}
    >
      <BadgeCheck aria-hidden="true" className="size-5 text-sky-700" />
    </span>
  );
}
