import { useEffect } from 'react';

/** Sets the page title and meta description of the current page (no SSR: effects are enough). */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description === undefined) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
