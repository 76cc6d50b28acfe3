import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { DATA_EXPORT_FILE_NAME } from '@vusal/shared/schemas/data-export';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CardPage } from '../../../components/ui/card-page';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorReason } from '../../../lib/action-error';
import { ApiError } from '../../../lib/api-client';
import { formatClock } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useDataExport, useDownloadDataExport } from '../api/data-export';

const errorId = 'data-export-download-error';

/** The server's one answer for a used, expired, unknown or another account's link (SECURITY 45). */
const isRefusedLink = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Issue 36, item 5: the page the "your data is ready" mail opens (decision 040). Opening it uses
 * nothing up; the archive downloads only when the member presses Download. The member's own
 * export state tells a link past its time or already used before anyone presses; a link of
 * another export or account is refused by the server only, in the same words.
 */
export function DataExportScreen({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const state = useDataExport();
  const download = useDownloadDataExport();
  const reason = useErrorReason();
  const current = state.data?.export ?? null;
  const settings = localizedPath('/preferences');

  if (download.isSuccess) {
    return (
      <CardPage
        key="done"
        title={t('account.exportPage.doneTitle')}
        lead={t('account.exportPage.doneLead', { file: DATA_EXPORT_FILE_NAME })}
      >
        <Link to={settings} className={`w-full ${buttonClasses('secondary', 'lg')}`}>
          {t('account.exportPage.toSettings')}
        </Link>
      </CardPage>
    );
  }
  const isUnusable =
    !token || isRefusedLink(download.error) || (state.isSuccess && current?.status !== 'ready');
  if (isUnusable) {
    return (
      <CardPage
        key="unusable"
        title={t('account.exportPage.unusableTitle')}
        lead={t('account.exportPage.unusableLead')}
      >
        <Link to={settings} className={`w-full ${buttonClasses('primary', 'lg')}`}>
          {t('account.exportPage.askAgain')}
        </Link>
      </CardPage>
    );
  }
  if (state.isPending) return <PageSpinner label={t('account.exportPage.loading')} />;
  if (state.isError) {
    return (
      <CardPage key="failed" title={t('account.exportPage.loadFailed')}>
        <Button size="lg" className="w-full" onClick={() => void state.refetch()}>
          {t('account.exportPage.retry')}
        </Button>
      </CardPage>
    );
  }

  return (
    <CardPage
      key="ready"
      icon={<Download aria-hidden="true" className="size-6" />}
      title={t('account.exportPage.readyTitle')}
      lead={t('account.exportPage.readyLead')}
    >
      <div className="space-y-4">
        {current?.linkExpiresAt ? (
          <p className="text-sm text-stone-700">
            {t('account.exportPage.until', { time: formatClock(current.linkExpiresAt) })}
          </p>
        ) : null}
        <Button
          size="lg"
          className="w-full"
          disabled={download.isPending}
          aria-describedby={download.isError ? errorId : undefined}
          onClick={() => download.mutate(token)}
        >
          <Download aria-hidden="true" className="size-5" />
          {download.isPending
            ? t('account.exportPage.downloading')
            : t('account.exportPage.download')}
        </Button>
        {download.isError ? (
          <Notice tone="error" role="alert">
            <span id={errorId}>{reason(download.error)}</span>
          </Notice>
        ) : null}
      </div>
    </CardPage>
  );
}
