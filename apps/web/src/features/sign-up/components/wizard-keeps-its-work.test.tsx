import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import en from '@vusal/shared/i18n/en.json';
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { guardHistory } from '../../../lib/navigation-guard';
import { createQueryClient } from '../../../lib/query-client';
import { I18nProvider } from '../../../lib/translation';
import {
  button,
  click,
  control,
  currentStep,
  fill,
  settle,
  yearsAgo,
} from '../test/wizard-harness';
import { account, passAccountStep, passBasicsStep } from '../test/wizard-steps';
import { SignUpWizard } from './sign-up-wizard';

beforeEach(() => window.sessionStorage.clear());

/** The wizard in a router whose history is guarded as the app's is, at `entry`. */
async function openWizard(entry = '/auth?signup=true') {
  const memory = UNSAFE_createMemoryHistory({ initialEntries: ['/', entry], v5Compat: true });
  const history = guardHistory(memory);
  const rendered = render(
    <I18nProvider i18n={createI18n('en', en)}>
      <QueryClientProvider client={createQueryClient()}>
        <HistoryRouter history={history}>
          <Routes>
            <Route path="/auth" element={<SignUpWizard onSignIn={() => history.push('/auth')} />} />
            <Route path="/" element={<h1>Landing</h1>} />
          </Routes>
        </HistoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  await settle(1);
  return {
    ...rendered,
    location: () => memory.location,
    /** The browser's own Back button: the base history steps, the guard hears a POP. */
    browserBack: async () => {
      await act(async () => memory.go(-1));
      await settle();
    },
    leaveFor: async (path: string) => {
      await act(async () => history.push(path));
      await settle();
    },
  };
}

const leaveDialog = () => screen.queryByRole('alertdialog', { name: en.form.leave.title });

describe('the wizard keeps its work (issue 22, item 7)', () => {
  it('puts the step in the URL, and the browser Back button goes back a step, unasked', async () => {
    const wizard = await openWizard();
    await passAccountStep();
    expect(currentStep()).toBe(2);
    expect(wizard.location().search).toBe('?signup=true&step=2');
    await fill(control('First name'), 'Leyla');

    await wizard.browserBack();
    expect(leaveDialog()).toBeNull();
    expect(currentStep()).toBe(1);
    expect(control('E-mail').value).toBe(account.email);
  });

  it('survives a reload: the step and the answers come back, the password does not', async () => {
    const first = await openWizard();
    await passAccountStep();
    await passBasicsStep();
    expect(first.location().search).toBe('?signup=true&step=3');
    first.unmount();

    await openWizard('/auth?signup=true&step=3');
    expect(currentStep()).toBe(3);
    await click(button('Previous'));
    expect(control('First name').value).toBe('Leyla');
    await click(button('Previous'));
    expect(control('E-mail').value).toBe(account.email);
    expect(control('Password').value).toBe('');
  });

  it('asks before leaving with answers not yet sent; staying keeps them', async () => {
    const wizard = await openWizard();
    await wizard.leaveFor('/');
    expect(wizard.location().pathname).toBe('/');

    const again = await openWizard();
    await fill(control('E-mail'), 'leyla@example.com');
    await again.leaveFor('/');
    expect(leaveDialog()).not.toBeNull();
    await click(screen.getByRole('button', { name: en.form.leave.cancel }));
    expect(again.location().pathname).toBe('/auth');
    expect(control('E-mail').value).toBe('leyla@example.com');

    await again.leaveFor('/');
    await click(screen.getByRole('button', { name: en.form.leave.confirm }));
    expect(again.location().pathname).toBe('/');
  });

  it('asks the browser before the tab is closed while answers are unsent', async () => {
    await openWizard();
    const close = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(close()).toBe(false);
    await fill(control('E-mail'), 'leyla@example.com');
    expect(close()).toBe(true);
  });

  it("starts partner ages at the member's own age ± 5, and keeps ages already chosen", async () => {
    await openWizard();
    await passAccountStep();
    await passBasicsStep(); // 30 years old
    while (currentStep() < 6) await click(button('Next'));
    expect([control('Minimum age').value, control('Maximum age').value]).toEqual(['25', '35']);

    await fill(control('Minimum age'), '27');
    while (currentStep() > 2) await click(button('Previous'));
    await fill(control('Date of birth'), yearsAgo(40));
    while (currentStep() < 6) await click(button('Next'));
    expect([control('Minimum age').value, control('Maximum age').value]).toEqual(['27', '35']);
  });
});
