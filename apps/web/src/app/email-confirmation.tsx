import { QueryClientProvider } from '@tanstack/react-query';
import { use } from 'react';
import { useTranslation } from '../lib/translation';
import { EmailConfirmationScreen } from '../features/auth/components/email-confirmation-screen';
import { loadMessages } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { DocumentMeta } from '../components/page-meta';
import { useLocale } from '../lib/use-locale';

/**
 * Loaded by the landing only when the URL carries `?confirm=`: the landing itself never
 * mounts TanStack Query, so this brings the provider along.
 */
export default function EmailConfirmation({ token }: { token: string }) {
  const { language } = useLocale();
  use(loadMessages(language, 'app'));
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('auth.meta.confirmEmail')} />
      <QueryClientProvider client={queryClient}>
        <EmailConfirmationScreen token={token} />
      </QueryClientProvider>
    </>
  );
}
