/** The mailed link's token, from its fragment (`#token=…`), which no server request carries. */
export function dataExportToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}
