import { editorFields, type EditorField } from './editor-values';

/** The first of `fields` in the order the cards show them. */
export function firstInOrder(fields: Iterable<string>): EditorField | undefined {
  const wanted = new Set(fields);
  return editorFields.find((field) => wanted.has(field));
}

/**
 * Scrolls a field to the middle of the screen (clear of the sticky bars) and focuses it, so
 * its message is read with it.
 */
export function focusField(field: EditorField): void {
  const element = document.getElementById(`edit-${field}`);
  if (!element) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}
