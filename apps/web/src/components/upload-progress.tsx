import { useTranslation } from '../lib/translation';
import { ProgressBar } from './ui/progress-bar';

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
      <ProgressBar
        value={percent}
        valueText={text}
        label={t('editor.photo.uploading')}
        className="mt-1.5 h-2"
      />
    </div>
  );
}
