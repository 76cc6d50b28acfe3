import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '../../lib/translation';
import { MemberBadge, type MemberBadgeProps } from './member-badge';

/**
 * Issue 23, item 4: the tick of a member whose selfie a moderator accepted, the same on every
 * card, profile and chat header, named "Verified" in the page's language.
 */
export function VerifiedBadge(props: MemberBadgeProps) {
  const { t } = useTranslation();
  return (
    <MemberBadge
      {...props}
      Icon={BadgeCheck}
      label={t('verification.badge')}
      pillTone="bg-sky-50 text-sky-800 ring-sky-200"
      iconTone="text-sky-700"
    />
  );
}
