import { DocumentMeta } from '../../components/page-meta';
import { VerificationScreen } from '../../features/verification/components/verification-screen';
import { useTranslation } from '../../lib/translation';

/** /verification: the selfie check (issue 23). */
export default function VerificationRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('verification.meta')} />
      <VerificationScreen />
    </>
  );
}
