import { photoVisibilities } from '@vusal/shared/catalog/enums';
import { EyeOff, Info } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { ExplainedChoices } from '../ui/explained-choices';

/**
 * Issue 38, items 1, 4 and 6: who gets the member's photos as they are, each choice explained;
 * privacy mode in the words the preferences use for it; and, plainly, that nothing stops a
 * screenshot. The preferences and the sign-up wizard both ask with this.
 */
export function PhotoVisibilityField({
  registration,
}: {
  registration: UseFormRegisterReturn<'photoVisibility'>;
}) {
  const { t } = useTranslation();
  return (
    <ExplainedChoices
      id="photo-visibility"
      legend={t('preferences.photos.title')}
      hint={t('preferences.photos.hint')}
      values={photoVisibilities}
      labelOf={(value) => t(`enums.photo_visibility.${value}`)}
      descriptionOf={(value) => t(`preferences.photos.${value}`)}
      registration={registration}
    >
      <p className="mt-3 flex gap-2 text-sm text-pretty text-stone-700">
        <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-700" />
        <span>
          <strong>{t('preferences.photos.incognitoTitle')}:</strong>{' '}
          {t('preferences.privacy.privacyModeHint')}
        </span>
      </p>
      <p className="mt-2 flex gap-2 text-sm text-pretty text-stone-700">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-700" />
        <span>{t('preferences.photos.screenshots')}</span>
      </p>
    </ExplainedChoices>
  );
}
