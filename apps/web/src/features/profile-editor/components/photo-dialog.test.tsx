import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, render, settle } from '../test/render-editor';
import { PhotoDialog } from './photo-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((node) => node.textContent?.trim() === name)!;

async function choose(container: HTMLElement, file: File) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
  await settle();
}

describe('the photo dialog', () => {
  it('is a labelled modal whose save waits for a valid photo', async () => {
    const container = await render(<PhotoDialog isOpen photoUrl={null} onClose={() => {}} />);
    const dialog = container.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Profile photo',
    );
    expect(
      document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent,
    ).toContain('Your face must be clearly visible');
    expect(button(container, 'Save').disabled).toBe(true);
    // No photo yet: nothing to remove.
    expect(button(container, 'Remove photo')).toBeUndefined();

    await choose(container, new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'File errorOnly JPG and PNG formats are accepted',
    );
    expect(button(container, 'Save').disabled).toBe(true);

    await choose(
      container,
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' }),
    );
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Preview of your new photo');
    expect(button(container, 'Save').disabled).toBe(false);
  });

  it('says so when the camera cannot be opened', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
      },
    });
    const container = await render(
      <PhotoDialog isOpen photoUrl="/api/photos/p?v=1" onClose={() => {}} />,
    );
    await click(button(container, 'Use the camera'));
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Camera errorCould not access the camera',
    );
    expect(button(container, 'Remove photo')).toBeDefined();
  });
});
