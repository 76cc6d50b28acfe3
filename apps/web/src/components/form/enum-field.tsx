import { enumerations, type EnumerationName } from '@vusal/shared/catalog/enums';
import { useTranslation } from '../../lib/translation';
import { ChipChoiceField } from './choice-fields';
import { SelectField } from './select-field';

/**
 * Questions with this many answers or fewer ("Do you smoke?", "Do you have children?") show
 * them all as chips to tap (issue 22, item 7); longer lists stay a select.
 */
const MAX_CHIPS = 3;

type EnumFieldProps = {
  name: string;
  /** D15: the value set, labelled by `enums.<enumeration>.<value>`. */
  enumeration: EnumerationName;
  className?: string;
};

/** One optional answer from one of the catalogue's enumerations. */
export function EnumField({ name, enumeration, className }: EnumFieldProps) {
  const { translateKey } = useTranslation();
  const options = enumerations[enumeration].map((value) => ({
    value,
    label: translateKey(`enums.${enumeration}.${value}`),
  }));
  return options.length <= MAX_CHIPS ? (
    <ChipChoiceField name={name} options={options} className={className} />
  ) : (
    <SelectField name={name} options={options} className={className} />
  );
}
