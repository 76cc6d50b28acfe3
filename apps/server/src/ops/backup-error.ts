/** A backup or restore that stops for a reason the operator can act on; the CLIs print it alone. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/**
 * Runs an operator command: its output on stdout, and on failure one line naming the reason on
 * stderr with exit code 1. The command is never reachable over HTTP (SECURITY 45).
 */
export async function runOperatorCommand(name: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`${name} failed: ${reason.split('\n')[0]}`);
    process.exitCode = 1;
  }
}
