import { UserRoundPen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useNavigate } from 'react-router';
import { BackLink, CardPage } from '../../../components/ui/card-page';
import { DocumentMeta } from '../../../components/page-meta';
import { useLocale } from '../../../lib/use-locale';
import type { OwnProfile } from '@vusal/shared/schemas/profile';
import { useOwnProfile } from '../../../lib/own-profile';
import { emptyProfileForm, profileFormValues } from '../lib/profile-form';
import { ProfileLoadFailed, ProfileLoading } from './profile-loading';
import { ProfileSetupForm } from './profile-setup-form';

/**
 * /profile-setup: creates the profile when there is none ('Profilinizi yaradın', back to the
 * dashboard), else edits its simple fields ('Profili Redaktə Et', back to /my-profile).
 */
export function ProfileSetupScreen() {
  const profile = useOwnProfile();
  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError) return <ProfileLoadFailed onRetry={() => void profile.refetch()} />;
  return <ProfileSetup profile={profile.data} />;
}

function ProfileSetup({ profile }: { profile: OwnProfile | null }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const navigate = useNavigate();
  // The mode is settled when the page opens: a profile created here must not turn the page into
  // the editor (and unmount the form) before its success toast and navigation.
  const [isEditing] = useState(profile !== null);
  const [defaultValues] = useState(() => (profile ? profileFormValues(profile) : emptyProfileForm));

  const back = isEditing ? (
    <BackLink to={localizedPath('/my-profile')}>{t('profile.form.backToProfile')}</BackLink>
  ) : (
    <BackLink to={localizedPath('/dashboard')}>{t('profile.form.backToDashboard')}</BackLink>
  );

  return (
    <>
      <DocumentMeta title={isEditing ? t('profile.meta.edit') : t('profile.meta.create')} />
      <CardPage
        icon={<UserRoundPen aria-hidden="true" className="size-6" />}
        title={isEditing ? t('profile.form.editTitle') : t('profile.form.createTitle')}
        lead={isEditing ? t('profile.form.editLead') : t('profile.form.createLead')}
        back={back}
        footer={
          isEditing ? (
            <>
              {t('profile.form.more')}{' '}
              <Link
                to={localizedPath('/edit-profile')}
                className="font-semibold text-rose-800 underline-offset-2 hover:underline"
              >
                {t('profile.form.openEditor')}
              </Link>
            </>
          ) : null
        }
      >
        <ProfileSetupForm
          isEditing={isEditing}
          defaultValues={defaultValues}
          onSaved={() => navigate(localizedPath('/my-profile'))}
        />
      </CardPage>
    </>
  );
}
