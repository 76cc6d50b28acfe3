import { useState } from 'react';
import { canUseCamera } from '../../../lib/use-camera';
import { photoProblem } from '../../../lib/photo-file';
import type { MessageKey } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useChosenPhoto } from '../../../lib/use-chosen-photo';
import { useSendSelfie } from '../api/verification';
import { selfieProblem } from '../lib/selfie-problem';

/** Where the selfie step is: the live camera, the file picker, or the picture to look at. */
export type SelfieView = 'camera' | 'file' | 'review';

/**
 * The selfie step (issue 23, item 1): the camera where there is one (the file picker when there
 * is none or it is refused), the picture to look at, and sending it with progress. A refusal
 * is said beside the picture, which stays to be sent again or retaken.
 */
export function useSelfie() {
  const { t } = useTranslation();
  const { chosen, choose, clear } = useChosenPhoto();
  const [view, setView] = useState<SelfieView>(() => (canUseCamera() ? 'camera' : 'file'));
  const [isCameraRefused, setCameraRefused] = useState(false);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const send = useSendSelfie();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const fileProblem = await photoProblem(file);
    if (fileProblem) return setProblem(fileProblem);
    setProblem(null);
    choose(file);
    setView('review');
  };

  const retake = () => {
    clear();
    setProblem(null);
    setView(canUseCamera() && !isCameraRefused ? 'camera' : 'file');
  };

  const submit = () => {
    if (!chosen || send.isPending) return;
    setProblem(null);
    setProgress(0);
    send.mutate(
      { file: chosen.file, onProgress: setProgress },
      {
        onSuccess: () => toast.success(t('verification.sent')),
        onError: (error) => setProblem(selfieProblem(error)),
        onSettled: () => setProgress(null),
        onSimulated: () => setProgress(null),
      },
    );
  };

  return {
    view,
    chosen,
    problem,
    progress,
    isSending: send.isPending,
    isCameraRefused,
    captured: (file: File) => void pick(file),
    pick: (file: File | undefined) => void pick(file),
    cameraFailed: () => {
      setCameraRefused(true);
      setView('file');
    },
    chooseFile: () => setView('file'),
    retake,
    submit,
  };
}

export type SelfieState = ReturnType<typeof useSelfie>;
