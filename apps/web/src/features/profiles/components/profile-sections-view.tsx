import type { ReactNode } from 'react';
import type { FullProfile } from '@vusal/shared/schemas/profile';
import { useTranslation } from '../../../lib/translation';
import { Surface } from '../../../components/ui/app-page';
import { useProfileFields, type ProfileFieldDisplay } from '../hooks/use-profile-fields';
import { profileSections } from '../lib/profile-sections';

/** The full profile, section by section like the editor's cards; empty fields and sections are left out. */
export function ProfileSectionsView({
  profile,
  empty,
}: {
  profile: FullProfile;
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const fieldOf = useProfileFields();
  const sections = profileSections
    .map((section) => ({
      key: section.key,
      rows: section.fields.map((field) => fieldOf(profile, field)).filter((row) => row !== null),
    }))
    .filter((section) => section.rows.length > 0);

  if (sections.length === 0) return empty ?? null;

  return (
    <div className="grid gap-5">
      {sections.map((section) => (
        <Surface key={section.key} labelledBy={`profile-section-${section.key}`}>
          <h2 id={`profile-section-${section.key}`} className="text-lg font-bold text-stone-900">
            {t(`profile.view.sections.${section.key}`)}
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {section.rows.map((row) => (
              <ProfileRow key={row.label} row={row} />
            ))}
          </dl>
        </Surface>
      ))}
    </div>
  );
}

function ProfileRow({ row }: { row: ProfileFieldDisplay }) {
  return (
    <div className={row.isWide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-semibold text-stone-500">{row.label}</dt>
      <dd className="mt-1 text-base text-stone-900">
        {typeof row.value === 'string' ? (
          <span className="whitespace-pre-line text-pretty break-words">{row.value}</span>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {row.value.map((item) => (
              <li
                key={item}
                className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800"
              >
                {item}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}
