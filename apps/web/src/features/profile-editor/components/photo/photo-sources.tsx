import { Camera, ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/translation';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { canUseCamera } from '../../../../lib/use-camera';
import { photoAccept } from '../../../../lib/photo-file';

type PhotoSourcesProps = {
  hasChosen: boolean;
  isDisabled: boolean;
  onFile: (file: File | undefined) => void;
  onCamera: () => void;
};

/** Pick a file (the real input is hidden; its label is the button people see) or use the camera. */
export function PhotoSources({ hasChosen, isDisabled, onFile, onCamera }: PhotoSourcesProps) {
  const { t } = useTranslation();
  const inputId = useId();

  return (
    <div className="flex flex-wrap justify-center gap-2">
      <input
        id={inputId}
        type="file"
        accept={photoAccept}
        disabled={isDisabled}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // Lets the same file be chosen again after it was refused.
          event.target.value = '';
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={`${buttonClasses('secondary')} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-700 peer-disabled:pointer-events-none peer-disabled:opacity-50`}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {hasChosen ? t('editor.photo.chooseAnother') : t('editor.photo.choose')}
      </label>
      {canUseCamera() ? (
        <Button variant="secondary" onClick={onCamera} disabled={isDisabled}>
          <Camera aria-hidden="true" className="size-4" />
          {t('editor.photo.useCamera')}
        </Button>
      ) : null}
    </div>
  );
}
