import { spawn } from 'node:child_process';
import { BackupError } from './backup-error';

export type PgTool = 'pg_dump' | 'pg_restore';

/**
 * Runs pg_dump or pg_restore against `url`. The password travels in the environment, never on
 * the command line, where any local user could read it in the process list.
 */
export function runPgTool(tool: PgTool, url: string, args: string[]): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${target.href}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      // The child inherits the environment unread (PATH, PGSSLMODE, …), plus the password.
      // eslint-disable-next-line no-restricted-syntax
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let errors = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      errors = (errors + text).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed: install PostgreSQL's client tools of the server's major version (Debian: postgresql-client)`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const reason = errors.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${code}`;
      reject(new BackupError(`${tool} failed: ${reason}`));
    });
  });
}
