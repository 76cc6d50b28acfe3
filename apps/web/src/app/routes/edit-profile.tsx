import { useTranslation } from '../../lib/translation';
import { useNavigate } from 'react-router';
import { ProfileEditorScreen } from '../../features/profile-editor/components/profile-editor-screen';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useLocale } from '../../lib/use-locale';

export default function EditProfileRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { localizedPath } = useLocale();
  useDocumentMeta(t('editor.meta.title'), t('meta.description'));
  return <ProfileEditorScreen onSaved={() => navigate(localizedPath('/my-profile'))} />;
}
