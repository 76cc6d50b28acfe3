import { UserRoundPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { AppPage, PageTitle, Surface } from '../../../components/ui/app-page';
import { Button, buttonClasses } from '../../../components/ui/button';
import { BackLink } from '../../../components/ui/card-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useLocale } from '../../../lib/use-locale';
import { useOwnProfile } from '../../../lib/own-profile';
import { ProposalsLink } from './proposals-link';
import { EditorForm } from './editor-form';

type ProfileEditorScreenProps = { onSaved: () => void };

/** /edit-profile: the comprehensive editor, once the profile is loaded. */
export function ProfileEditorScreen({ onSaved }: ProfileEditorScreenProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const profile = useOwnProfile();

  if (profile.isPending) return <LoadingScreen label={t('editor.loading')} />;

  const back = <BackLink to={localizedPath('/my-profile')}>{t('editor.back')}</BackLink>;
  if (profile.isError) {
    return (
      <AppPage top={back} width="md">
        <Surface>
          <PageTitle>{t('editor.loadError')}</PageTitle>
          <Button size="lg" className="mt-6 w-full" onClick={() => void profile.refetch()}>
            {t('editor.retry')}
          </Button>
        </Surface>
      </AppPage>
    );
  }
  if (profile.data === null) {
    return (
      <AppPage top={back} width="md">
        <Surface>
          <UserRoundPlus aria-hidden="true" className="mb-4 size-8 text-rose-700" />
          <PageTitle>{t('editor.noProfile')}</PageTitle>
          <Link
            to={localizedPath('/profile-setup')}
            className={`${buttonClasses('primary', 'lg')} mt-6 w-full`}
          >
            {t('editor.completeProfile')}
          </Link>
        </Surface>
      </AppPage>
    );
  }

  return (
    <AppPage top={back}>
      <div className="mb-5">
        <PageTitle>
          <span id="editor-title">{t('editor.title')}</span>
        </PageTitle>
        <p className="mt-2 text-base text-pretty text-stone-600">{t('editor.lead')}</p>
        <Link
          to={localizedPath('/questions')}
          className="mt-2 inline-block font-medium text-rose-800 underline underline-offset-2"
        >
          {t('editor.questions')}
        </Link>
        <ProposalsLink />
      </div>
      <EditorForm profile={profile.data} onSaved={onSaved} />
    </AppPage>
  );
}
