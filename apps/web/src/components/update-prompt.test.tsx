import { screen } from '@testing-library/react';
import az from '@vusal/shared/i18n/az.json';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setWaitingWorker } from '../lib/app-update';
import { createI18n } from '../lib/i18n';
import { I18nProvider } from '../lib/translation';
import { UpdatePrompt } from './update-prompt';

afterEach(() => {
  act(() => setWaitingWorker(null));
});

async function renderPrompt() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <I18nProvider i18n={createI18n('az', { common: az.common })}>
        <UpdatePrompt />
      </I18nProvider>,
    );
  });
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('update prompt', () => {
  it('says nothing until a new build waits, then offers to reload onto it', async () => {
    const { container, unmount } = await renderPrompt();
    const status = container.querySelector('[role="status"]');
    expect(status?.textContent).toBe('');

    const worker = { postMessage: vi.fn() } as unknown as ServiceWorker;
    // Awaited: the banner's code loads as it appears (a suspending update).
    await act(async () => setWaitingWorker(worker));
    await screen.findByText(az.common.appUpdate.available);
    const reload = [...container.querySelectorAll('button')].find((button) =>
      button.textContent?.includes(az.common.appUpdate.reload),
    );
    act(() => reload!.click());
    expect(worker.postMessage).toHaveBeenCalledWith('SKIP_WAITING');
    unmount();
  });
});
