import { photoAccept } from '../../../lib/photo-file';
import { useTranslation } from '../../../lib/translation';

type SelfieFileProps = {
  id: string;
  /** The camera was refused or is missing: say so above the picker. */
  isCameraMissing: boolean;
  /** The id of the message beside the field, when there is one. */
  describedBy: string | undefined;
  onFile: (file: File | undefined) => void;
};

/** The file picker, for a phone or computer without a camera or when it was refused. */
export function SelfieFile({ id, isCameraMissing, describedBy, onFile }: SelfieFileProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      {isCameraMissing ? (
        <p className="text-sm text-stone-700">{t('verification.cameraUnavailable')}</p>
      ) : null}
      <label htmlFor={id} className="text-sm font-semibold text-stone-900">
        {t('verification.fileLabel')}
      </label>
      <input
        id={id}
        type="file"
        accept={photoAccept}
        aria-describedby={describedBy}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // The same file can be chosen again after it was refused.
          event.target.value = '';
        }}
        className="block w-full text-base text-stone-800 file:mr-3 file:rounded-full file:border-0 file:bg-rose-50 file:px-4 file:py-2 file:font-semibold file:text-rose-800"
      />
    </div>
  );
}
