/** Human-sized figures for the CLIs' progress lines. */
export function describeBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

export function describeRows(rowCounts: Record<string, number>): string {
  const tables = Object.keys(rowCounts).length;
  const rows = Object.values(rowCounts).reduce((sum, count) => sum + count, 0);
  return `${rows} rows in ${tables} tables`;
}
