import { enumerations, type EnumerationName } from '@vusal/shared/catalog/enums';
import { useTranslation } from '../../lib/translation';
import { SelectField } from './select-field';

type EnumSelectFieldProps = {
  name: string;
  /** D15: the value set, labelled by `enums.<enumeration>.<value>`. */
  enumeration: EnumerationName;
  className?: string;
};

/** A select over one of the catalogue's enumerations. */
export function EnumSelectField({ name, enumeration, className }: EnumSelectFieldProps) {
  const { translateKey } = useTranslation();
  const options = enumerations[enumeration].map((value) => ({
    value,
    label: translateKey(`enums.${enumeration}.${value}`),
  }));
  return <SelectField name={name} options={options} className={className} />;
}
