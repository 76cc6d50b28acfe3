const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Control characters, and format characters such as U+202E that make `gpj.exe` read `exe.jpg`. */
const invisible = /[\p{Cc}\p{Cf}]/gu;
const maxLength = 200;

/** Replaces lone UTF-16 surrogates, which cannot be encoded as UTF-8. */
export function toWellFormed(value: string): string {
  return value.replace(loneSurrogate, '\uFFFD');
}

/**
 * The user's file name as we keep it for `Content-Disposition`: no directories, no invisible
 * characters, bounded, and ending in the extension of the type the bytes were found to be, so a
 * saved download opens as what it is.
 */
export function cleanFileName(raw: string | undefined, extension: string): string {
  // Browsers send `"` in a multipart file name as `%22` (HTML's form-data encoding); busboy
  // leaves it encoded. (They encode CR and LF the same way; those would be dropped anyway.)
  const base = (raw ?? '').replaceAll('%22', '"').split(/[/\\]/).pop() ?? '';
  const cleaned = Array.from(
    toWellFormed(base).normalize('NFC').replace(invisible, '').replace(/\s+/g, ' ').trim(),
  )
    .slice(0, maxLength)
    .join('')
    .trim();
  const name = cleaned.replace(/^\.+/, '') || 'file';
  const extensions = extension === 'jpg' ? ['.jpg', '.jpeg'] : [`.${extension}`];
  return extensions.some((ending) => name.toLowerCase().endsWith(ending))
    ? name
    : `${name}.${extension}`;
}
