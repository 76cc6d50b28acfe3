import { useTranslation } from '../../../../lib/translation';

/** How much of the photo has been sent; at 100% the server is still re-encoding it. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  const text =
    percent >= 100 ? t('editor.photo.processing') : t('editor.photo.uploadingPercent', { percent });
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <p className="font-medium text-stone-700" aria-hidden="true">
          {text}
        </p>
        <p className="text-stone-500 tabular-nums" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t('editor.photo.uploading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-rose-100"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-rose-500 to-rose-800 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
