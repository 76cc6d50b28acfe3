import { enumerations, type EnumerationName } from '@vusal/shared/catalog/enums';
import type { EditorField } from '../../lib/editor-values';
import { useEnumLabel } from '../../lib/use-enum-label';
import { SelectField } from './select-field';

type EnumSelectFieldProps = {
  name: EditorField;
  /** D15: the one value set of details.md section 5, labelled by `enums.<enumeration>.<value>`. */
  enumeration: EnumerationName;
  className?: string;
};

export function EnumSelectField({ name, enumeration, className }: EnumSelectFieldProps) {
  const enumLabel = useEnumLabel();
  const options = enumerations[enumeration].map((value: string) => ({
    value,
    label: enumLabel(enumeration, value),
  }));
  return <SelectField name={name} options={options} className={className} />;
}
