import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { lazyComponent } from '../../../lib/lazy-component';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useMarkWarningSeen, useNotices } from '../api/notices';

// The dialog (and the dialog library) loads only for a member who has a warning to read: the
// signed-in shell every page loads does without it (P9).
const WarningDialog = lazyComponent(() => import('./warning-dialog'));

/**
 * Issue 24, item 3 and issue 23, item 7: what a moderator's decision left for the member, on
 * every signed-in page: a warning once (it is marked seen as it shows), and while verification
 * is required, why and where to start it.
 */
export function ModerationNotices({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const notices = useNotices(pathname, enabled);
  const markSeen = useMarkWarningSeen();
  const [shown, setShown] = useState<{ id: string; reason: string } | null>(null);
  // `shown` stays after closing, so that the dialog closes as a dialog does, not vanishes.
  const [isOpen, setIsOpen] = useState(false);
  const handled = useRef(new Set<string>());
  const warning = notices.data?.warning ?? null;
  const hold = notices.data?.verificationRequired ?? null;

  const { mutate: seen } = markSeen;
  useEffect(() => {
    if (!warning || handled.current.has(warning.id)) return;
    handled.current.add(warning.id);
    setShown(warning);
    setIsOpen(true);
    seen(warning.id);
  }, [warning, seen]);

  return (
    <>
      {hold ? (
        <div className="mx-auto w-full max-w-5xl px-4 pt-4">
          <section
            aria-labelledby="verification-required-title"
            className="rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
          >
            <h2 id="verification-required-title" className="text-base font-bold">
              {t('safety.notices.verificationTitle')}
            </h2>
            <p className="mt-1 text-sm text-pretty">{t('safety.notices.verificationText')}</p>
            <p className="mt-2 text-sm">
              <span className="font-semibold">{t('safety.notices.reason')}:</span> {hold.reason}
            </p>
            <VerificationStartSlot />
          </section>
        </div>
      ) : null}
      {shown ? (
        <Suspense fallback={null}>
          <WarningDialog reason={shown.reason} isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Where the selfie check starts (issue 23, item 1). */
function VerificationStartSlot() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  return (
    <Link to={localizedPath('/verification')} className={`${buttonClasses('primary')} mt-3 w-fit`}>
      {t('verification.open')}
    </Link>
  );
}
