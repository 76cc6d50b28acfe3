import { locationVisibilities } from '@vusal/shared/catalog/enums';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ExplainedChoices } from '../../../components/ui/explained-choices';
import { useTranslation } from '../../../lib/translation';

/** Exact, city, region or hidden, each explained (S4; SECURITY 24: never coordinates). */
export function LocationVisibilityField({
  registration,
}: {
  registration: UseFormRegisterReturn<'locationVisibility'>;
}) {
  const { t } = useTranslation();
  return (
    <ExplainedChoices
      id="location-visibility"
      legend={t('preferences.privacy.locationVisibility')}
      hint={t('preferences.privacy.locationVisibilityHint')}
      values={locationVisibilities}
      labelOf={(value) => t(`enums.location_visibility.${value}`)}
      descriptionOf={(value) => t(`preferences.privacy.location.${value}`)}
      registration={registration}
      columns="sm:grid-cols-2"
    />
  );
}
