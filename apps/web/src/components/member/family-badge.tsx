import { Users } from 'lucide-react';
import { useTranslation } from '../../lib/translation';
import { MemberBadge, type MemberBadgeProps } from './member-badge';

/**
 * Issue 39, item 2 (decision 051): "Family involved": a relative of this member reads their
 * chats, only where the other member agrees. Shown before anyone likes.
 */
export function FamilyBadge(props: MemberBadgeProps) {
  const { t } = useTranslation();
  return (
    <MemberBadge
      {...props}
      Icon={Users}
      label={t('familyBadge.label')}
      hint={t('familyBadge.hint')}
      pillTone="bg-amber-50 text-amber-900 ring-amber-200"
      iconTone="text-amber-800"
    />
  );
}
