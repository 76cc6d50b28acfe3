import type { AdminVerification } from '@vusal/shared/schemas/verification';
import { useTranslation } from '../../../lib/translation';
import { PersonLink } from '../../../components/staff/person-link';
import { DecisionButtons, QueueCard } from './queue-card';
import { WaitedSince } from '../../../components/staff/waited-since';

const picture = 'aspect-[3/4] w-full rounded-xl bg-stone-100 object-contain ring-1 ring-stone-200';
const caption = 'mt-1 text-xs font-semibold tracking-wide text-stone-600 uppercase';
const term = 'text-xs font-semibold tracking-wide text-stone-600 uppercase';

/**
 * One selfie waiting (issue 23, item 2): the selfie beside every photo of the profile, the
 * pose and code it must show in the moderator's language, who sent it and since when.
 */
export function VerificationCard({
  item,
  isBusy,
  onApprove,
  onReject,
}: {
  item: AdminVerification;
  isBusy: boolean;
  onApprove: (item: AdminVerification) => void;
  onReject: (item: AdminVerification) => void;
}) {
  const { t } = useTranslation();
  const name = item.fullName;
  return (
    <QueueCard
      heading={<PersonLink id={item.userId} name={name} />}
      time={<WaitedSince since={item.submittedAt} minutes={item.waitedMinutes} />}
    >
      <dl className="mt-3 grid gap-3 text-sm text-stone-700 sm:grid-cols-[2fr_1fr_1fr]">
        <div>
          <dt className={term}>{t('admin.verifications.mustShow')}</dt>
          <dd className="mt-0.5 text-base font-semibold text-stone-900">
            {t(`verification.poses.${item.pose}`)}
          </dd>
        </div>
        <div>
          <dt className={term}>{t('admin.verifications.code')}</dt>
          <dd className="mt-0.5 font-mono text-xl font-bold tracking-[0.3em] text-stone-900">
            {item.code}
          </dd>
        </div>
        <div>
          <dt className={term}>{t('admin.verifications.age')}</dt>
          <dd className="mt-0.5 text-base">{item.age ?? t('admin.users.noAge')}</dd>
        </div>
      </dl>

      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <figure>
          <img
            src={item.selfieUrl}
            alt={t('admin.verifications.selfie', { name })}
            className={`${picture} ring-2 ring-rose-400`}
          />
          <figcaption className={caption}>{t('admin.verifications.selfieCaption')}</figcaption>
        </figure>
        {item.photoUrls.length === 0 ? (
          <div className={`${picture} grid place-items-center p-2 text-center text-sm`}>
            {t('admin.verifications.noPhoto')}
          </div>
        ) : (
          item.photoUrls.map((url, index) => (
            <figure key={url}>
              <img
                src={url}
                alt={
                  item.photoUrls.length === 1
                    ? t('admin.verifications.photo', { name })
                    : t('admin.verifications.photoNumbered', { name, number: index + 1 })
                }
                className={picture}
              />
              <figcaption className={caption}>{t('admin.verifications.photoCaption')}</figcaption>
            </figure>
          ))
        )}
      </div>

      <DecisionButtons
        isBusy={isBusy}
        accept={{
          label: t('admin.verifications.approve'),
          namedLabel: t('admin.verifications.approveNamed', { name }),
          onChoose: () => onApprove(item),
        }}
        reject={{
          label: t('admin.verifications.reject'),
          namedLabel: t('admin.verifications.rejectNamed', { name }),
          onChoose: () => onReject(item),
        }}
      />
    </QueueCard>
  );
}
