import { useTranslation } from '../../lib/translation';
import { useNavigate } from 'react-router';
import { ProfileEditorScreen } from '../../features/profile-editor/components/profile-editor-screen';
import { DocumentMeta } from '../../components/page-meta';
import { useLocale } from '../../lib/use-locale';

export default function EditProfileRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { localizedPath } = useLocale();
  return (
    <>
      <DocumentMeta title={t('editor.meta.title')} />
      <ProfileEditorScreen onSaved={() => navigate(localizedPath('/my-profile'))} />
    </>
  );
}
