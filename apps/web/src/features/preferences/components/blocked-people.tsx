import { useState } from 'react';
import { MemberPhoto } from '../../../components/member/member-photo';
import { Surface } from '../../../components/ui/app-page';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { formatDay } from '../../../lib/format-time';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useBlockedPeople, type BlockedPerson } from '../api/get-blocked-people';
import { useUnblockMember } from '../api/unblock-member';

const titleId = 'preferences-blocked-title';

/**
 * Issue 24, item 6: the people the member blocked (as strangers see them, decision 018), each
 * with Unblock behind a confirmation, as the block dialog and the FAQ promise.
 */
export function BlockedPeople() {
  const { t } = useTranslation();
  const people = useBlockedPeople();
  const unblock = useUnblockMember();
  const [asked, setAsked] = useState<BlockedPerson>();

  const confirm = () => {
    if (!asked) return;
    unblock.mutate(asked, {
      onSuccess: () => {
        toast.success(t('preferences.blocked.done', { name: asked.name }));
        setAsked(undefined);
      },
      onError: () => toast.error(t('preferences.blocked.failed')),
    });
  };

  return (
    <Surface labelledBy={titleId} className="mt-6">
      <h2 id={titleId} className="text-lg font-bold text-stone-900">
        {t('preferences.blocked.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('preferences.blocked.lead')}</p>
      <div className="mt-5">
        {people.isPending ? (
          <ListLoading label={t('preferences.loading')} />
        ) : people.isError ? (
          <ListError
            message={t('preferences.blocked.loadFailed')}
            retryLabel={t('preferences.blocked.retry')}
            onRetry={() => void people.refetch()}
          />
        ) : people.data.length === 0 ? (
          <p className="text-base text-stone-600">{t('preferences.blocked.empty')}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {people.data.map((person) => (
              <li key={person.userId} className="flex items-center gap-3 py-3">
                <MemberPhoto
                  name={person.name}
                  photoUrl={person.photoUrl}
                  alt=""
                  className="size-12 shrink-0 rounded-full"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-stone-900">{person.name}</p>
                  <p className="text-sm text-stone-600">
                    {t('preferences.blocked.blockedOn', {
                      date: formatDay(person.blockedAt, t),
                    })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={t('preferences.blocked.unblockLabel', { name: person.name })}
                  onClick={() => setAsked(person)}
                >
                  {t('preferences.blocked.unblock')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        isOpen={asked !== undefined}
        onOpenChange={(isOpen) => !isOpen && setAsked(undefined)}
        title={t('preferences.blocked.confirmTitle', { name: asked?.name ?? '' })}
        description={t('preferences.blocked.confirmText')}
        confirmLabel={t('preferences.blocked.unblock')}
        busyLabel={t('preferences.blocked.unblocking')}
        cancelLabel={t('preferences.blocked.cancel')}
        onConfirm={confirm}
        isBusy={unblock.isPending}
      />
    </Surface>
  );
}
