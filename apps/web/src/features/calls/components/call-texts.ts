import { useCallback } from 'react';
import { useMessageTranslator } from '../../../lib/form-messages';
import { useTranslation } from '../../../lib/translation';

/**
 * What a refused call says: the server's code (`errors.CALL_BUSY`…), or the browser's own
 * refusal of the microphone or camera.
 */
export function useCallErrorText(): (code: string) => string {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  return useCallback(
    (code: string) =>
      code === 'MEDIA_UNAVAILABLE' ? t('calls.mediaDenied') : translate(`errors.${code}`),
    [t, translate],
  );
}

/** A call's length as a phone shows it: 0:07, 12:30, 1:02:03. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
