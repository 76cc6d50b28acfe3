import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { request } from '../../../lib/socket';
import { renderWithProviders } from '../../../test/providers';
import { pendingStore, type PendingMessage } from '../lib/pending';
import { useSend } from '../lib/use-send';
import { ContactDetailsPrompt } from './contact-details-prompt';

vi.mock('../../../lib/socket', () => ({ request: vi.fn() }));

const matchId = '30000000-0000-4000-8000-000000000001';
const held: PendingMessage = {
  clientId: 'c-1',
  matchId,
  createdAt: new Date().toISOString(),
  status: 'confirm',
  kind: 'text',
  text: 'Yaz: +994 50 123 45 67',
};

afterEach(() => {
  pendingStore.set([]);
  vi.mocked(request).mockReset();
  vi.unstubAllGlobals();
});

/** `apiUpload` sends through XMLHttpRequest: the first upload gets `first`, later ones wait. */
function answerFirstUpload(status: number, body: unknown) {
  const sent: FormData[] = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = {};
    onload?: () => void;
    onloadend?: () => void;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(form: FormData) {
      sent.push(form);
      if (sent.length > 1) return;
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
        this.onloadend?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

describe('"Are you sure?" before contact details in a young chat (decision 021)', () => {
  it('asks with the safety note; Send anyway and Edit message say which', async () => {
    const user = userEvent.setup();
    const onSendAnyway = vi.fn();
    const onEdit = vi.fn();
    renderWithProviders(
      <ContactDetailsPrompt
        message={held}
        onSendAnyway={onSendAnyway}
        onEdit={onEdit}
        onDiscard={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain('Scammers often ask');
    await user.click(screen.getByRole('button', { name: 'Send anyway' }));
    expect(onSendAnyway).toHaveBeenCalledWith('c-1');
    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    expect(onEdit).toHaveBeenCalledWith('c-1', held.text);
  });

  it('asks nothing when no message is held back', () => {
    renderWithProviders(
      <ContactDetailsPrompt
        message={undefined}
        onSendAnyway={vi.fn()}
        onEdit={vi.fn()}
        onDiscard={vi.fn()}
      />,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('holds a refused message for the question, then sends it with "send anyway"', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    vi.mocked(request).mockResolvedValueOnce({
      ok: false,
      error: { code: 'CONTACT_DETAILS_UNCONFIRMED', message: 'errors.CONTACT_DETAILS_UNCONFIRMED' },
    });
    const { result } = renderHook(() => useSend(matchId, 'me'), { wrapper });
    act(() => result.current.sendText(held.text));
    await waitFor(() => expect(pendingStore.get()[0]?.status).toBe('confirm'));
    expect(vi.mocked(request).mock.calls[0]?.[1]).not.toHaveProperty('sendAnyway');

    vi.mocked(request).mockReturnValueOnce(new Promise(() => {}));
    const { clientId } = pendingStore.get()[0]!;
    act(() => result.current.sendAnyway(clientId));
    expect(vi.mocked(request).mock.calls[1]?.[1]).toEqual({
      matchId,
      clientId,
      text: held.text,
      sendAnyway: true,
    });
    expect(pendingStore.get()[0]?.status).toBe('sending');
  });

  it('asks about a file whose name has contact details; Remove takes it away', async () => {
    const user = userEvent.setup();
    const onDiscard = vi.fn();
    const file: PendingMessage = {
      ...held,
      clientId: 'c-2',
      kind: 'file',
      file: new File(['%PDF'], 'call me 0501234567.pdf', { type: 'application/pdf' }),
      progress: 0,
      cancel: vi.fn(),
    };
    renderWithProviders(
      <ContactDetailsPrompt
        message={file}
        onSendAnyway={vi.fn()}
        onEdit={vi.fn()}
        onDiscard={onDiscard}
      />,
    );
    await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onDiscard).toHaveBeenCalledWith('c-2');
  });

  it('holds a refused file for the question, then uploads it again with sendAnyway', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const sent = answerFirstUpload(409, {
      error: { code: 'CONTACT_DETAILS_UNCONFIRMED', message: 'errors.CONTACT_DETAILS_UNCONFIRMED' },
    });
    const { result } = renderHook(() => useSend(matchId, 'me'), { wrapper });
    const file = new File(['%PDF'], 'call me 0501234567.pdf', { type: 'application/pdf' });
    act(() => result.current.sendFile(file));
    await waitFor(() => expect(pendingStore.get()[0]?.status).toBe('confirm'));
    expect(sent[0]?.has('sendAnyway')).toBe(false);

    act(() => result.current.sendAnyway(pendingStore.get()[0]!.clientId));
    await waitFor(() => expect(sent).toHaveLength(2));
    // The field comes before the file, so the server knows before it reads the bytes.
    expect([...sent[1]!.keys()]).toEqual(['clientId', 'sendAnyway', 'file']);
    expect(sent[1]?.get('sendAnyway')).toBe('true');
    expect(pendingStore.get()[0]?.status).toBe('sending');
  });
});
