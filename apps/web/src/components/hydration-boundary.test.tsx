import { act, fireEvent, render, screen } from '@testing-library/react';
import { use, useState } from 'react';
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

describe('HydrationBoundary', () => {
  it('keeps the page the visitor typed into when a part of it suspends later, and mounts no second copy', async () => {
    const { Part, arrive } = partOnItsWay();
    let mounts = 0;
    function Page() {
      const [name, setName] = useState(() => {
        mounts += 1;
        return '';
      });
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {isOpen ? <Part /> : null}
        </>
      );
    }
    await act(async () => {
      render(
        <HydrationBoundary>
          <Page />
        </HydrationBoundary>,
      );
    });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Aysel' } });
    // A click is not a transition: React hides the page and shows the fallback while the part
    // loads; a fallback that is the page again would mount a second, empty copy of it.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    expect(mounts).toBe(1);
    expect(screen.getAllByLabelText('Name')).toHaveLength(1);
    await arrive();
    expect(screen.getByText('The part')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Aysel');
  });
});
