import { MAX_AGE, MIN_AGE } from '@vusal/shared/catalog/constants';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import type { EditorValues } from '../../lib/editor-values';
import { useEditorField } from './use-editor-field';

type AgeFieldProps = { name: 'partnerAgeMin' | 'partnerAgeMax'; describedBy?: string };

/**
 * One end of the partner age range, 18–80. Changing either end checks the maximum again,
 * where the "minimum above maximum" message is shown.
 */
export function PartnerAgeField({ name, describedBy }: AgeFieldProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<EditorValues>();
  const { id, errors } = useEditorField(name);
  const registration = register(name, { deps: name === 'partnerAgeMin' ? ['partnerAgeMax'] : [] });

  return (
    <FormField
      id={id}
      label={t(`editor.fields.${name}`)}
      errors={errors}
      describedBy={describedBy ? [describedBy] : []}
    >
      {(aria) => (
        <Input
          {...aria}
          {...registration}
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={MAX_AGE}
          step={1}
        />
      )}
    </FormField>
  );
}
