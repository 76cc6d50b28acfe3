import { render } from '@testing-library/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';

// src/test/setup.ts puts back what a test leaves behind. A page still mounted when storage is
// emptied can write to it again as it unmounts (a passive effect React flushes then), and the
// next test starts with it: a signed-in page's navigation hint made the next test's page fetch
// the badges before its session (a CI failure of admin-preview.test.tsx).
const KEY = 'setup-test.written-late';

let committed: () => void = () => undefined;

function WritesAfterCommit() {
  const [isOn, setOn] = useState(false);
  useLayoutEffect(() => {
    if (isOn) committed();
  }, [isOn]);
  useEffect(() => {
    if (isOn) window.localStorage.setItem(KEY, '1');
  }, [isOn]);
  useEffect(() => {
    const timer = setTimeout(() => setOn(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

describe('the test setup', () => {
  it('ends a test while a page still has an effect to run', async () => {
    const isCommitted = new Promise<void>((resolve) => (committed = resolve));
    render(<WritesAfterCommit />);
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    await isCommitted;
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('starts the next test with nothing that page wrote', () => {
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
