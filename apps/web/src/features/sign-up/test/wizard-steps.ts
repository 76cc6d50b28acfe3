import { button, choice, click, control, fill, yearsAgo } from './wizard-harness';

export const account = { email: 'leyla@example.com', password: 'Gunesli9Bahar' };

/** Fills step 1 correctly and presses Next. */
export async function passAccountStep(): Promise<void> {
  await fill(control('E-mail'), account.email);
  await fill(control('Password'), account.password);
  await fill(control('Confirm password'), account.password);
  await click(button('Next'));
}

/** Fills step 2 correctly (a 30-year-old from Ganja looking to marry) and presses Next. */
export async function passBasicsStep(): Promise<void> {
  await fill(control('First name'), 'Leyla');
  await fill(control('Last name'), 'Məmmədova');
  await fill(control('Date of birth'), yearsAgo(30));
  await click(choice('Female'));
  await fill(control('City'), 'ganja');
  await click(choice('Marriage'));
  await click(button('Next'));
}
