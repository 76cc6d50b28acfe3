import type { LucideIcon } from 'lucide-react';

export type MemberBadgeProps = {
  /** `icon`: beside a name on cards and lists; `label`: the icon and the words, on the profile. */
  variant?: 'icon' | 'label';
  className?: string;
};

type BadgeLook = {
  Icon: LucideIcon;
  /** The words the pill shows, and the icon's name. */
  label: string;
  /** What a pointer hovering it reads, and what the pill's name adds after its words. */
  hint?: string;
  /** The pill's colours, and the lone icon's. */
  pillTone: string;
  iconTone: string;
};

/**
 * A mark beside a member's name (verified, family involved): one image with one name whichever
 * variant shows, so a screen reader says it once.
 */
export function MemberBadge({
  Icon,
  label,
  hint,
  pillTone,
  iconTone,
  variant = 'icon',
  className = '',
}: BadgeLook & MemberBadgeProps) {
  if (variant === 'label') {
    return (
      <span
        role="img"
        aria-label={hint ? `${label}. ${hint}` : label}
        title={hint}
        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${pillTone} ${className}`}
      >
        <Icon aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{label}</span>
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      title={hint ?? label}
      className={`inline-flex shrink-0 ${className}`}
    >
      <Icon aria-hidden="true" className={`size-5 ${iconTone}`} />
    </span>
  );
}
