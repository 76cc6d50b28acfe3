import { useCallback, useEffect, useRef, useState } from 'react';
import { photoProblem } from '../lib/photo';

type ChosenPhoto = { file: File; previewUrl: string };

export type PhotoField = {
  file: File | null;
  previewUrl: string | null;
  /** A validation key (`validation.photoType`, `validation.photoSize`), or undefined. */
  error: string | undefined;
  /** Callback ref for the file input, and a way to put the keyboard on it. */
  attachInput: (input: HTMLInputElement | null) => void;
  focus: () => void;
  choose: (file: File | undefined) => void;
  remove: () => void;
  setError: (key: string | undefined) => void;
};

/**
 * The optional profile photo of step 3. It lives with the wizard, not the step, so it survives
 * moving between steps and a failed submit. A refused file leaves the previous photo in place.
 */
export function usePhotoField(): PhotoField {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The preview URL to release when the wizard goes away.
  const currentUrl = useRef<string | null>(null);

  const replace = useCallback((next: ChosenPhoto | null) => {
    if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
    currentUrl.current = next?.previewUrl ?? null;
    setPhoto(next);
  }, []);

  useEffect(
    () => () => {
      if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
    },
    [],
  );

  const choose = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      const problem = photoProblem(file);
      setError(problem);
      if (!problem) replace({ file, previewUrl: URL.createObjectURL(file) });
    },
    [replace],
  );

  const remove = useCallback(() => {
    replace(null);
    setError(undefined);
  }, [replace]);

  const attachInput = useCallback((input: HTMLInputElement | null) => {
    inputRef.current = input;
  }, []);
  const focus = useCallback(() => inputRef.current?.focus(), []);

  return {
    file: photo?.file ?? null,
    previewUrl: photo?.previewUrl ?? null,
    error,
    attachInput,
    focus,
    choose,
    remove,
    setError,
  };
}
