import { enumerations } from '@vusal/shared/catalog/enums';
import type { SignUpFieldName } from '../../lib/form-values';
import { useFieldText } from '../../lib/use-field-text';
import { SelectField } from './select-field';

type EnumSelectFieldProps = {
  name: SignUpFieldName;
  /** D15: the profile editor's value set, labelled by `enums.<enumeration>.<value>`. */
  enumeration: keyof typeof enumerations;
  className?: string;
};

export function EnumSelectField({ name, enumeration, className }: EnumSelectFieldProps) {
  const { enumLabel } = useFieldText();
  const options = enumerations[enumeration].map((value) => ({
    value,
    label: enumLabel(enumeration, value),
  }));
  return <SelectField name={name} options={options} className={className} />;
}
