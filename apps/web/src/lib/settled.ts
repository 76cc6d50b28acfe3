type Settled<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks a promise with its outcome the way React's `use` reads it (`status`, `value`), so a
 * component that `use`s it after it settled renders at once instead of suspending for a task.
 */
export function settled<T>(promise: Promise<T>): Promise<T> {
  const tagged = promise as Settled<T>;
  tagged.then(
    (value) => Object.assign(tagged, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tagged, { status: 'rejected', reason }),
  );
  return tagged;
}
