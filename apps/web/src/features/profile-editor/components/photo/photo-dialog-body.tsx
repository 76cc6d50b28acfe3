import { Trash2, Upload } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { Notice } from '../../../../components/ui/notice';
import { useMessageTranslator } from '../../../../lib/form-messages';
import type { PhotoDialogState } from '../../hooks/use-photo-dialog';
import { PhotoPreview } from './photo-preview';
import { PhotoSources } from './photo-sources';
import { RemoveConfirm } from './remove-confirm';
import { CameraView } from '../../../../components/camera-view';
import { Button } from '../../../../components/ui/button';
import { UploadProgress } from '../../../../components/upload-progress';

type PhotoDialogBodyProps = {
  dialog: PhotoDialogState;
  photoUrl: string | null;
  onCancel: () => void;
};

export function PhotoDialogBody({ dialog, photoUrl, onCancel }: PhotoDialogBodyProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const { view, chosen, notice, progress } = dialog;

  return (
    <div className="mt-5 space-y-5">
      {view === 'camera' ? (
        <CameraView
          onCapture={(file) => void dialog.pick(file)}
          onFailure={dialog.cameraFailed}
          labels={{
            preview: t('editor.photo.cameraPreview'),
            starting: t('editor.photo.cameraStarting'),
            capture: t('editor.photo.capture'),
          }}
          secondary={
            <Button variant="secondary" onClick={() => dialog.setView('choose')}>
              {t('editor.photo.cameraCancel')}
            </Button>
          }
        />
      ) : (
        <div className="flex flex-col items-center gap-4">
          <PhotoPreview
            size="lg"
            src={chosen?.previewUrl ?? photoUrl}
            alt={chosen ? t('editor.photo.newPreview') : t('editor.photo.current')}
          />
          {view === 'choose' ? (
            <PhotoSources
              hasChosen={chosen !== null}
              isDisabled={dialog.isBusy}
              onFile={(file) => void dialog.pick(file)}
              onCamera={() => dialog.setView('camera')}
            />
          ) : null}
        </div>
      )}

      {notice ? (
        <Notice tone="error" role="alert">
          <p className="font-semibold">{translate(notice.title)}</p>
          <p className="font-normal">{translate(notice.message)}</p>
        </Notice>
      ) : null}
      {progress !== null ? <UploadProgress fraction={progress} /> : null}

      {view === 'confirmRemove' ? (
        <RemoveConfirm
          isBusy={dialog.isRemoving}
          onConfirm={dialog.confirmRemove}
          onCancel={() => dialog.setView('choose')}
        />
      ) : null}

      {view === 'choose' ? (
        <div className="flex flex-col-reverse gap-3 border-t border-stone-100 pt-5 sm:flex-row sm:items-center sm:justify-end">
          {photoUrl && !chosen ? (
            <Button
              variant="ghost"
              onClick={() => dialog.setView('confirmRemove')}
              disabled={dialog.isBusy}
              className="sm:mr-auto"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('editor.photo.remove')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onCancel} disabled={dialog.isBusy}>
            {t('editor.photo.cancel')}
          </Button>
          {/* Not disabled while uploading: the focused button would drop the focus. */}
          <Button
            onClick={dialog.save}
            disabled={!chosen}
            aria-busy={dialog.isUploading || undefined}
          >
            <Upload aria-hidden="true" className="size-4" />
            {dialog.isUploading ? t('editor.photo.saving') : t('editor.photo.save')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
