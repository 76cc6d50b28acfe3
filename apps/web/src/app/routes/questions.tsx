import { DocumentMeta } from '../../components/page-meta';
import { AnsweringScreen } from '../../features/compatibility/components/answering-screen';
import { useAdminMode } from '../../lib/admin-mode';
import { useTranslation } from '../../lib/translation';
import { SampleScores } from '../sample-scores';

/** /questions; in admin preview with the sample scores under the questions (issue 27, item 6). */
export default function QuestionsRoute() {
  const { t } = useTranslation();
  const adminMode = useAdminMode();
  return (
    <>
      <DocumentMeta title={t('compatibility.answering.meta')} />
      <AnsweringScreen aside={adminMode.isOn ? <SampleScores /> : null} />
    </>
  );
}
