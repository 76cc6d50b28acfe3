import { useCallback, useEffect, useRef, useState } from 'react';

export type ChosenPhoto = { file: File; previewUrl: string };

/** The photo picked or captured in the dialog, with a preview URL released when replaced or gone. */
export function useChosenPhoto() {
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);
  const currentUrl = useRef<string | null>(null);

  const replace = useCallback((file: File | null) => {
    if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
    const next = file ? { file, previewUrl: URL.createObjectURL(file) } : null;
    currentUrl.current = next?.previewUrl ?? null;
    setChosen(next);
  }, []);

  useEffect(
    () => () => {
      if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
    },
    [],
  );

  return { chosen, choose: replace, clear: useCallback(() => replace(null), [replace]) };
}
