import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationBoundary } from './hydration-boundary';

/** A part of the page whose code is still on its way until `arrive` is called. */
function partOnItsWay() {
  let arrive: () => void = () => undefined;
  const code = new Promise<void>((resolve) => (arrive = resolve));
  function Part() {
    use(code);
    return <p>The part</p>;
  }
  return { Part, arrive: () => act(async () => arrive()) };
}

/** A page that counts how often it is mounted and keeps what is typed into it. */
function countedPage(part: () => ReactNode) {
  const counts = { mounts: 0 };
  function Page() {
    const [name, setName] = useState('');
    const [isOpen, setOpen] = useState(false);
    useEffect(() => void (counts.mounts += 1), []);
    return (
      <>
        <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        {isOpen ? part() : null}
      </>
    );
  }
  return { Page, counts };
}

const nameField = () => screen.getByLabelText<HTMLInputElement>('Name');

describe('HydrationBoundary drawn in the browser', () => {
  it('keeps the page the visitor typed into when a part of it suspends later, and mounts no second copy', async () => {
    const { Part, arrive } = partOnItsWay();
    const { Page, counts } = countedPage(() => <Part />);
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <HydrationBoundary>
            <Page />
          </HydrationBoundary>
        </Suspense>,
      );
    });
    fireEvent.change(nameField(), { target: { value: 'Aysel' } });
    // A click is not a transition: React hides the page while the part loads.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    expect(screen.getAllByLabelText('Name')).toHaveLength(1);
    await arrive();
    expect(screen.getByText('The part')).toBeDefined();
    expect(nameField().value).toBe('Aysel');
    expect(counts.mounts).toBe(1);
  });

  it('mounts the page once when its code arrives between React’s first try and the next', async () => {
    // The race of the page's first draw: the page suspends on code that is in by the time React
    // renders again (the fallback, then the page it retries when the first promise settles).
    let isIn = false;
    let retry: () => void = () => undefined;
    const firstTry = new Promise<void>((resolve) => (retry = resolve));
    function Screen() {
      const [reason, setReason] = useState('');
      if (!isIn) {
        isIn = true;
        use(firstTry);
      }
      return (
        <input aria-label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      );
    }
    const { Page, counts } = countedPage(() => null);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <HydrationBoundary>
            <Page />
            <Screen />
          </HydrationBoundary>
        </Suspense>,
      );
    });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Found someone' } });
    await act(async () => retry());
    expect(screen.getByLabelText<HTMLInputElement>('Reason').value).toBe('Found someone');
    expect(counts.mounts).toBe(1);
  });
});

describe('HydrationBoundary hydrated', () => {
  it('keeps the prerendered HTML live until the code inside arrives, then hydrates that HTML', async () => {
    const { Part, arrive } = partOnItsWay();
    const { Page } = countedPage(() => null);
    // On the server, the part's code is in.
    const serverPage = (
      <div>
        <HydrationBoundary>
          <Page />
          <p>The part</p>
        </HydrationBoundary>
      </div>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(serverPage);
    const field = nameField();
    const problems: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <div>
          <HydrationBoundary>
            <Page />
            <Part />
          </HydrationBoundary>
        </div>,
        { onRecoverableError: (error) => problems.push(error) },
      ),
    );
    fireEvent.change(field, { target: { value: 'Aysel' } });
    await arrive();
    // The same element, hydrated rather than drawn afresh, with what was typed.
    expect(nameField()).toBe(field);
    expect(field.value).toBe('Aysel');
    expect(problems).toEqual([]);
    await act(async () => root.unmount());
    container.remove();
  });
});
