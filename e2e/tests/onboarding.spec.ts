import { expect, test } from '@playwright/test';
import { latestMail, signUpThroughApi, submitSignIn, uniqueEmail } from '../fixtures/accounts';
import { approveMembers, createSignedInMember, memberPassword } from '../fixtures/members';
import { expectAccessible } from './axe';

test.describe('onboarding that strands nobody (issue 22, item 6)', () => {
  test('a member who never confirmed is offered the mail again when signing in', async ({
    page,
  }) => {
    const email = uniqueEmail('unconfirmed');
    await signUpThroughApi(page.request, { email, password: memberPassword });
    await latestMail(page.request, email, 'confirm-email');

    await submitSignIn(page, email, memberPassword);
    await expect(page.getByText('Please confirm your e-mail address first')).toBeVisible();
    await page.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
    await expect(page.getByText(`If ${email} still needs confirming`)).toBeVisible();
    await expectAccessible(page);

    type Entry = { to: string; kind: string };
    await expect
      .poll(async () => {
        const entries = (await (await page.request.get('/api/dev/outbox')).json()) as Entry[];
        return entries.filter((entry) => entry.to === email && entry.kind === 'confirm-email')
          .length;
      })
      .toBe(2);
  });

  test('a pending member edits their profile, and the pending screen becomes the dashboard on approval', async ({
    page,
    playwright,
  }) => {
    const member = await createSignedInMember(page.request, { label: 'pending' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Profile Approval Pending' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Complete my profile' }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await page.getByLabel('Hobbies').fill('Chess and the tar');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/my-profile$/);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Profile Approval Pending' })).toBeVisible();
    await approveMembers(playwright, [member]);
    // No reload: the screen notices the approval by itself within seconds.
    await expect(page.getByRole('heading', { name: /^Hello, Aysel/ })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Your profile is approved. Welcome to Vüsal!')).toBeVisible();
    const mail = await latestMail(page.request, member.email, 'profile-approved');
    expect(mail.subject).toBe('Vüsal: your profile is approved');
  });
});

test.describe('the wizard keeps its work (issue 22, item 7)', () => {
  test('a reload keeps the step and the answers, Back goes back a step, and chips answer yes/no questions', async ({
    page,
  }) => {
    await page.goto('/auth?signup=true');
    await page.getByLabel('E-mail').fill(uniqueEmail('reload'));
    await page.getByLabel('Password', { exact: true }).fill('Gunesli9Bahar');
    await page.getByLabel('Confirm password', { exact: true }).fill('Gunesli9Bahar');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('First name').fill('Leyla');
    await page.getByLabel('Last name').fill('Məmmədova');
    await page.getByLabel('Date of birth').fill('1996-05-03');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('City').selectOption({ label: 'Ganja' });
    await page.getByRole('checkbox', { name: 'Marriage' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/step=3/);

    const children = page.getByRole('group', { name: 'Do you have children?' });
    await expect(children.getByRole('radio')).toHaveCount(3);
    await children.getByRole('radio', { name: 'No' }).check();
    await expectAccessible(page);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Sign-up progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 3 of 8: Photo and history',
    );
    await expect(children.getByRole('radio', { name: 'No' })).toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByLabel('First name')).toHaveValue('Leyla');
  });
});
