import { AlertCircle } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import type { PendingMessage } from '../lib/pending';
import { TickIcon } from './message-item';

/**
 * A message on its way, or one the server refused: the text stays, with 'Mesaj göndərilə
 * bilmədi' (a file: 'Fayl yükləmə xətası' and the server's reason), Retry and Discard
 * (decision 016). A file on its way shows its upload progress and can be cancelled.
 */
export function PendingItem({
  message,
  onRetry,
  onDiscard,
}: {
  message: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const failed = message.status === 'failed';
  return (
    <li className="flex flex-col items-end gap-1">
      <div
        className={`max-w-[80%] space-y-1 rounded-2xl rounded-br-sm px-3 py-2 text-white ${
          failed ? 'bg-rose-900/70' : 'bg-rose-700/80'
        }`}
      >
        {message.kind === 'text' ? (
          <p className="break-words whitespace-pre-wrap">{message.text}</p>
        ) : (
          <div className="space-y-1">
            <p className="break-all">{message.file.name}</p>
            {!failed ? (
              <>
                <progress
                  max={1}
                  value={message.progress}
                  aria-label={t('chat.uploading', { percent: Math.round(message.progress * 100) })}
                  className="h-1.5 w-full accent-white"
                />
                <button
                  type="button"
                  onClick={message.cancel}
                  className="text-xs font-semibold underline underline-offset-2"
                >
                  {t('chat.cancelUpload')}
                </button>
              </>
            ) : null}
          </div>
        )}
        {!failed ? (
          <p className="flex justify-end">
            <TickIcon tick="sending" />
          </p>
        ) : null}
      </div>
      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-end gap-2 text-sm text-red-700"
        >
          <AlertCircle aria-hidden="true" className="size-4" />
          {message.kind === 'file' ? (
            <span>
              <strong className="font-semibold">{t('chat.uploadFailed')}</strong>
              {message.error ? `: ${t(message.error)}` : null}
            </span>
          ) : (
            <span>{t(message.error ?? 'chat.sendFailed')}</span>
          )}
          <button
            type="button"
            onClick={onRetry}
            className="font-semibold underline underline-offset-2"
          >
            {t('chat.retry')}
          </button>
          <button
            type="button"
            onClick={onDiscard}
            className="text-stone-600 underline underline-offset-2"
          >
            {t('chat.discard')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
