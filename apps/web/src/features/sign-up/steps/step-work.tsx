import { EnumField } from '../../../components/form/enum-field';
import { TextField } from '../../../components/form/text-field';

/** Step 7: work and education (optional). */
export function StepWork() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <EnumField name="educationLevel" enumeration="education_level" />
      <TextField name="profession" autoComplete="organization-title" maxLength={200} />
      <EnumField name="annualIncome" enumeration="annual_income" className="sm:col-span-2" />
    </div>
  );
}
