import { PROFILE_PHOTO } from '@vusal/shared/catalog/constants';
import { ImagePlus } from 'lucide-react';
import { useId, useRef } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useMessageTranslator } from '../../../lib/form-messages';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useProposeChanges } from '../api/propose-changes';

/**
 * A relative suggests a photo (decision 053): it waits for the member, then, once accepted, for
 * a moderator like any photo the member adds.
 */
export function PhotoProposal({ memberId, memberName }: { memberId: string; memberName: string }) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { proposeAPhoto } = useProposeChanges(memberId);

  const send = (file: File | undefined) => {
    if (!file) return;
    proposeAPhoto.mutate(file, {
      onSuccess: () => toast.success(t('proposals.guardian.sent', { name: memberName })),
      onError: (error) =>
        toast.error(
          translate(error instanceof ApiError ? `errors.${error.code}` : 'errors.INTERNAL'),
        ),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <div className="grid gap-2">
      <label
        htmlFor={inputId}
        className={`${buttonClasses('secondary', 'lg')} cursor-pointer focus-within:outline-2 focus-within:outline-rose-700`}
        aria-busy={proposeAPhoto.isPending || undefined}
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        {proposeAPhoto.isPending ? t('proposals.guardian.sending') : t('proposals.guardian.photo')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={PROFILE_PHOTO.mimeTypes.join(',')}
        className="sr-only"
        disabled={proposeAPhoto.isPending}
        onChange={(event) => send(event.target.files?.[0])}
      />
      <p className="text-sm text-stone-600">{t('proposals.guardian.photoHint')}</p>
    </div>
  );
}
