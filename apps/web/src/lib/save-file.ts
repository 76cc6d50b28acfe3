/** How long the file's address outlives the click: the browser reads it after `click` returns. */
const KEEP_ADDRESS_MS = 60_000;

/** Hands a file the page holds to the browser's downloads, under `name`. */
export function saveFile(file: Blob, name: string): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(address), KEEP_ADDRESS_MS);
}
