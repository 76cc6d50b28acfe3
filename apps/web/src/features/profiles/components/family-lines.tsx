import type { ProfileManager } from '@vusal/shared/catalog/enums';
import { regionName } from '@vusal/shared/catalog/regions';
import type { MarriageDetails } from '@vusal/shared/schemas/profile';
import { Surface } from '../../../components/ui/app-page';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';

/** Issue 39, item 3: "This profile is managed by: my parent", to everyone who sees the profile. */
export function ManagedByLine({ managedBy }: { managedBy: ProfileManager }) {
  const { t, translateKey } = useTranslation();
  return (
    <p className="text-sm text-stone-600">
      {t('profile.managedBy', { who: translateKey(`enums.managed_by.${managedBy}`) })}
    </p>
  );
}

/**
 * Issue 39, item 5 (decision 052): the marriage details the server sent, which it does to the
 * member's matches only; nothing shows when none was answered.
 */
export function MarriageDetailsSection({ details }: { details: MarriageDetails | null }) {
  const { t, translateKey } = useTranslation();
  const { language } = useLocale();
  if (!details) return null;
  const rows = [
    details.religiousPractice && {
      label: t('profile.marriage.religiousPractice'),
      value: translateKey(`enums.religious_practice.${details.religiousPractice}`),
    },
    details.nikahExpectation && {
      label: t('profile.marriage.nikahExpectation'),
      value: translateKey(`enums.nikah_expectation.${details.nikahExpectation}`),
    },
    details.familyRegion && {
      label: t('profile.marriage.familyRegion'),
      value: regionName(details.familyRegion, language),
    },
  ].filter((row) => !!row);
  if (rows.length === 0) return null;
  return (
    <Surface labelledBy="profile-section-marriage">
      <h2 id="profile-section-marriage" className="text-lg font-bold text-stone-900">
        {t('profile.marriage.title')}
      </h2>
      <p className="mt-0.5 text-sm text-stone-500">{t('profile.marriage.lead')}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-sm font-semibold text-stone-500">{row.label}</dt>
            <dd className="mt-1 text-base text-stone-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Surface>
  );
}
