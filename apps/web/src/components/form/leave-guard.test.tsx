import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import az from '@vusal/shared/i18n/az.json';
import en from '@vusal/shared/i18n/en.json';
import { useState } from 'react';
import { I18nProvider } from '../../lib/translation';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useNavigate,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { guardHistory } from '../../lib/navigation-guard';
import { LeaveGuardDialog, useLeaveGuard } from './leave-guard';

function Editor() {
  const [text, setText] = useState('');
  const { blocker } = useLeaveGuard(text !== '');
  const navigate = useNavigate();
  return (
    <>
      <label>
        Bio
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/dashboard">Dashboard</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <LeaveGuardDialog blocker={blocker} />
    </>
  );
}

function renderEditor(language: 'en' | 'az' = 'en') {
  const i18n = createI18n(language, language === 'en' ? en : az);
  const memory = UNSAFE_createMemoryHistory({
    initialEntries: ['/dashboard', '/edit-profile'],
    v5Compat: true,
  });
  const history = guardHistory(memory);
  render(
    <I18nProvider i18n={i18n}>
      <HistoryRouter history={history}>
        <Routes>
          <Route path="/edit-profile" element={<Editor />} />
          <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        </Routes>
      </HistoryRouter>
    </I18nProvider>,
  );
  return {
    state: {
      get location() {
        return memory.location;
      },
    },
  };
}

describe('leaving a form with unsaved changes (issue 7 B7)', () => {
  it('leaves at once when nothing was changed', async () => {
    const router = renderEditor();
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('asks first; staying keeps what was typed, leaving goes', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByLabelText('Bio'), 'Chess');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));

    expect(screen.getByRole('alertdialog', { name: en.form.leave.title })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: en.form.leave.cancel }));
    expect(router.state.location.pathname).toBe('/edit-profile');
    expect(screen.getByLabelText<HTMLInputElement>('Bio').value).toBe('Chess');

    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await userEvent.click(screen.getByRole('button', { name: en.form.leave.confirm }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('asks before going back too', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByLabelText('Bio'), 'Chess');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('alertdialog', { name: en.form.leave.title })).toBeDefined();
    expect(router.state.location.pathname).toBe('/edit-profile');
    await userEvent.click(screen.getByRole('button', { name: en.form.leave.confirm }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('asks in Azerbaijani under /az', async () => {
    renderEditor('az');
    await userEvent.type(screen.getByLabelText('Bio'), 'Şahmat');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('alertdialog', { name: az.form.leave.title })).toBeDefined();
  });

  it('asks the browser before the tab is closed, only while there are changes', async () => {
    renderEditor();
    const close = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(close()).toBe(false);
    await userEvent.type(screen.getByLabelText('Bio'), 'Chess');
    expect(close()).toBe(true);
  });
});
