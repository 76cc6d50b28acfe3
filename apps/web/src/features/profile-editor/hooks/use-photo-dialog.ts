import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useMessageTranslator } from '../../../lib/form-messages';
import { useRemovePhoto } from '../api/remove-photo';
import { useUploadPhoto } from '../api/upload-photo';
import { photoProblem } from '../../../lib/photo-file';
import {
  cameraProblem,
  fileProblem,
  removeProblem,
  uploadProblem,
  type PhotoNotice,
} from '../lib/photo-messages';
import { useChosenPhoto } from '../../../lib/use-chosen-photo';

export type PhotoDialogView = 'choose' | 'camera' | 'confirmRemove';

/**
 * Everything the photo dialog does: pick or capture a file (checked here first), upload it
 * with progress, or remove the photo. Problems show in the dialog and as the spec's toasts.
 */
export function usePhotoDialog(onDone: () => void) {
  const translate = useMessageTranslator();
  const { chosen, choose, clear } = useChosenPhoto();
  const [view, setView] = useState<PhotoDialogView>('choose');
  const [notice, setNotice] = useState<PhotoNotice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();

  const report = useCallback(
    (problem: PhotoNotice) => {
      setNotice(problem);
      toast.error(translate(problem.title), { description: translate(problem.message) });
    },
    [translate],
  );

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = await photoProblem(file);
    if (problem) return report(fileProblem(problem));
    setNotice(null);
    choose(file);
    setView('choose');
  };

  const save = () => {
    if (!chosen || upload.isPending) return;
    setNotice(null);
    setProgress(0);
    upload.mutate(
      { file: chosen.file, onProgress: setProgress },
      {
        onSimulated: () => {
          setProgress(null);
          onDone();
        },
        onSuccess: ({ added }) => {
          // Issue 37, item 8: the dialog always adds a photo; after approval it waits for review.
          toast.success(translate('editor.photo.added'), {
            description:
              added?.state === 'pending' ? translate('editor.photo.addedForReview') : undefined,
          });
          onDone();
        },
        onError: (error) => report(uploadProblem(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const confirmRemove = () => {
    if (remove.isPending) return;
    remove.mutate(undefined, {
      onSimulated: onDone,
      onSuccess: () => {
        toast.success(translate('editor.photo.success'), {
          description: translate('editor.photo.removed'),
        });
        onDone();
      },
      onError: () => {
        setView('choose');
        report(removeProblem);
      },
    });
  };

  return {
    view,
    setView,
    chosen,
    clear,
    notice,
    progress,
    isUploading: upload.isPending,
    isRemoving: remove.isPending,
    isBusy: upload.isPending || remove.isPending,
    pick,
    save,
    confirmRemove,
    cameraFailed: () => {
      setView('choose');
      report(cameraProblem);
    },
  };
}

export type PhotoDialogState = ReturnType<typeof usePhotoDialog>;
