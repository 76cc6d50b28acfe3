import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation';
import { FormField } from '../../../../components/ui/form-field';
import { Input, Textarea } from '../../../../components/ui/input';
import type { EditorValues } from '../../lib/editor-values';
import { textLimits, type TextField as TextFieldName } from '../../lib/text-limits';
import { FieldLabel } from './field-label';
import { useEditorField } from './use-editor-field';

type TextFieldProps = {
  name: TextFieldName;
  /** A text area for the longer answers; one line otherwise. */
  isMultiline?: boolean;
  rows?: number;
  hint?: string;
  placeholder?: string;
  isRequired?: boolean;
  className?: string;
};

/** A labelled free text of the editor; its length stops at the schema's limit. */
export function TextField({
  name,
  isMultiline = false,
  rows = 3,
  hint,
  placeholder,
  isRequired = false,
  className = '',
}: TextFieldProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<EditorValues>();
  const { id, errors } = useEditorField(name);
  const control = {
    maxLength: textLimits[name],
    placeholder,
    'aria-required': isRequired || undefined,
    ...register(name),
  };

  return (
    <div className={className}>
      <FormField
        id={id}
        label={<FieldLabel text={t(`editor.fields.${name}`)} isRequired={isRequired} />}
        errors={errors}
        hint={hint}
      >
        {(aria) =>
          isMultiline ? (
            <Textarea {...aria} {...control} rows={rows} className="resize-y leading-relaxed" />
          ) : (
            <Input {...aria} {...control} type="text" />
          )
        }
      </FormField>
    </div>
  );
}
