import { DocumentMeta } from '../../components/page-meta';
import { AnsweringScreen } from '../../features/compatibility/components/answering-screen';
import { useTranslation } from '../../lib/translation';

export default function QuestionsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('compatibility.answering.meta')} />
      <AnsweringScreen />
    </>
  );
}
