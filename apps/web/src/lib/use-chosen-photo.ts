import { useCallback, useEffect, useRef, useState } from 'react';

export type ChosenPhoto = { file: File; previewUrl: string };

/**
 * A file picked (or a photo captured) before it is sent, with a preview URL released when it is
 * replaced or gone: the profile photo dialog and the chat composer's preview.
 */
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
