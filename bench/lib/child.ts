import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs `run(input, tell)` of the module at `moduleUrl` in a Node process of its own and answers
 * its result, so that a benchmark's clients do not share the server's process (issue 25); what
 * the module passes to `tell` reaches `onEvent` as it happens.
 */
export function inChild<Input, Output>(
  moduleUrl: URL,
  input: Input,
  onEvent?: (event: string) => void,
): Promise<Output> {
  const child = fork(fileURLToPath(new URL('./child-entry.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: 'inherit',
  });
  return new Promise<Output>((resolve, reject) => {
    let answered = false;
    child.on('message', (message: { event?: string; result?: Output; error?: string }) => {
      if (message.event !== undefined) return void onEvent?.(message.event);
      answered = true;
      if (message.error !== undefined) reject(new Error(`client process: ${message.error}`));
      else resolve(message.result as Output);
    });
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`client process exited with ${code} before answering`));
    });
    child.send({ module: moduleUrl.href, input });
  });
}
