import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Replaces what the field labelled `label` holds with `value`, typed as a person would. */
export async function typeInto(label: string, value: string): Promise<void> {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, value);
}
