import { TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { useMessageTranslator } from '../../../lib/form-messages';
import { useUpdateProfile } from '../../../lib/update-profile';
import { toUpdate } from '../lib/editor-changes';
import type { EditorOutput } from '../lib/editor-resolver';
import { fieldOfPath, type EditorValues } from '../lib/editor-values';
import { firstInOrder, focusField } from '../lib/focus-field';

type EditorForm = UseFormReturn<EditorValues, unknown, EditorOutput>;

/**
 * Save: only the changed fields go (locked ones never do); success toasts and leaves; a
 * failure toasts, puts the server's messages on their fields and keeps everything typed.
 */
export function useEditorSubmit(form: EditorForm, initial: EditorValues, onSaved: () => void) {
  const translate = useMessageTranslator();
  const update = useUpdateProfile();

  const showServerIssues = (error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return;
    const fields: string[] = [];
    for (const issue of error.issues) {
      const field = fieldOfPath(issue.path);
      if (!field) continue;
      form.setError(field, { type: 'server', message: issue.message });
      fields.push(field);
    }
    const first = firstInOrder(fields);
    if (first) focusField(first);
  };

  const onValid = (parsed: EditorOutput) => {
    if (update.isPending) return;
    const changes = toUpdate(initial, form.getValues(), parsed);
    if (Object.keys(changes).length === 0) {
      toast.info(translate('editor.noChanges'));
      onSaved();
      return;
    }
    update.mutate(changes, {
      onSimulated: onSaved,
      onSuccess: () => {
        toast.success(translate('editor.saved'), { duration: TOAST_DURATION_MS.success });
        onSaved();
      },
      onError: (error) => {
        // A 401 means the session ended: the guard sends the person to sign in.
        if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return;
        const reason = error instanceof ApiError ? translate(`errors.${error.code}`) : undefined;
        toast.error(translate('editor.saveError'), { description: reason });
        showServerIssues(error);
      },
    });
  };

  const onInvalid = (errors: FieldErrors<EditorValues>) => {
    const first = firstInOrder(Object.keys(errors));
    if (first) focusField(first);
  };

  return { submit: form.handleSubmit(onValid, onInvalid), isSaving: update.isPending };
}
