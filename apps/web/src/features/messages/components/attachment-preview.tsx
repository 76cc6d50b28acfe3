import { FileText, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ChosenPhoto } from '../../../lib/use-chosen-photo';
import { useTranslation } from '../../../lib/translation';

/**
 * The chosen photo (or PDF) before it leaves (issue 22): the member sees it, then sends it or
 * cancels; Escape cancels. The focus starts on Send, so Enter sends what was just looked at.
 */
export function AttachmentPreview({
  chosen: { file, previewUrl },
  onSend,
  onCancel,
}: {
  chosen: ChosenPhoto;
  onSend: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const send = useRef<HTMLButtonElement>(null);
  const isImage = file.type.startsWith('image/');

  useEffect(() => {
    send.current?.focus();
  }, []);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <div
      role="group"
      aria-label={t('chat.previewLabel')}
      onKeyDown={keyDown}
      className="mb-2 flex items-end gap-3 rounded-2xl bg-stone-50 p-2 ring-1 ring-stone-200"
    >
      {isImage ? (
        <img
          src={previewUrl}
          alt={file.name}
          className="max-h-40 max-w-[60%] rounded-xl object-contain"
        />
      ) : (
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-stone-800">
          <FileText aria-hidden="true" className="size-5 shrink-0" />
          <span className="break-all">{file.name}</span>
        </p>
      )}
      <div className="ml-auto flex shrink-0 flex-col gap-2">
        <button
          ref={send}
          type="button"
          onClick={onSend}
          className="inline-flex h-10 items-center justify-center rounded-full bg-rose-700 px-4 text-sm font-semibold text-white hover:bg-rose-800"
        >
          {t(isImage ? 'chat.sendPhoto' : 'chat.sendFile')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex h-10 items-center justify-center gap-1 rounded-full px-4 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
        >
          <X aria-hidden="true" className="size-4" />
          {t('chat.cancel')}
        </button>
      </div>
    </div>
  );
}
