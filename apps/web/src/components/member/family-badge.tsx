import { Users } from 'lucide-react';
import { useTranslation } from '../../lib/translation';

type FamilyBadgeProps = {
  /** `icon`: beside a name on cards; `label`: the icon and the words, on the profile. */
  variant?: 'icon' | 'label';
  className?: string;
};

/**
 * Issue 39, item 2 (decision 051): "Family involved": a relative of this member reads their
 * chats, only where the other member agrees. Shown before anyone likes; one image with one name,
 * so a screen reader says it once.
 */
export function FamilyBadge({ variant = 'icon', className = '' }: FamilyBadgeProps) {
  const { t } = useTranslation();
  const label = t('familyBadge.label');
  const hint = t('familyBadge.hint');
  if (variant === 'label') {
    return (
      <span
        role="img"
        aria-label={`${label}. ${hint}`}
        title={hint}
        className={`inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset ${className}`}
      >
        <Users aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{label}</span>
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      title={hint}
      className={`inline-flex shrink-0 ${className}`}
    >
      <Users aria-hidden="true" className="size-5 text-amber-800" />
    </span>
  );
}
