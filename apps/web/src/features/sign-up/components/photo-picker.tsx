import { ImagePlus, Trash2, UserRound } from 'lucide-react';
import { validationMessageParams } from '@vusal/shared/schemas/messages';
import { useTranslation } from '../../../lib/translation';
import { buttonClasses } from '../../../components/ui/button';
import type { PhotoField } from '../hooks/use-photo-field';
import { PHOTO_FIELD, signUpFieldId } from '../lib/form-values';
import { photoAccept } from '../lib/photo';
import { useFieldText } from '../lib/use-field-text';
import { FieldErrors, FieldHint } from '../../../components/ui/form-field';

/** The profile photo: JPG/PNG up to 5 MB, checked here before anything is sent; a preview to remove. */
export function PhotoPicker({ photo }: { photo: PhotoField }) {
  const { t } = useTranslation();
  const { message } = useFieldText();
  const id = signUpFieldId(PHOTO_FIELD);
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const labelId = `${id}-label`;
  const { file, previewUrl, attachInput, choose, remove, focus } = photo;
  const error = photo.error ? message(photo.error) : undefined;

  return (
    <div className="sm:col-span-2">
      <p id={labelId} className="block text-sm font-semibold text-stone-800">
        {t('signup.fields.photo')}
      </p>
      <div className="mt-2 flex items-center gap-4 sm:gap-5">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={t('signup.photo.preview')}
            className="size-20 shrink-0 rounded-full object-cover shadow-sm ring-4 ring-rose-100 sm:size-24"
          />
        ) : (
          <span className="grid size-20 shrink-0 place-items-center rounded-full bg-rose-50 text-rose-300 ring-4 ring-rose-100/60 sm:size-24">
            <UserRound aria-hidden="true" className="size-10" />
          </span>
        )}
        <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
          {/* The real input is visually hidden; its label is the button people see. */}
          <input
            ref={attachInput}
            id={id}
            type="file"
            accept={photoAccept}
            aria-labelledby={labelId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // Lets the same file be chosen again after it was removed or refused.
              event.target.value = '';
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className={`${buttonClasses('secondary')} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-700`}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {file ? t('signup.photo.change') : t('signup.photo.choose')}
          </label>
          {file ? (
            <button
              type="button"
              onClick={() => {
                remove();
                // The button goes away: keep the keyboard where it was.
                focus();
              }}
              className={buttonClasses('ghost')}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('signup.photo.remove')}
            </button>
          ) : null}
        </div>
      </div>
      <div className="mt-1.5 space-y-1.5">
        <FieldHint id={hintId}>
          {t('signup.hints.photo', validationMessageParams)} {t('signup.photo.why')}
        </FieldHint>
        <FieldErrors id={errorId} messages={error ? [error] : []} />
      </div>
    </div>
  );
}
