// The process `inChild` forks: imports the module it is sent, answers `run(input, tell)`, and exits.
type Job = { module: string; input: unknown };

process.once('message', (job: Job) => {
  void (async () => {
    try {
      const { run } = (await import(job.module)) as {
        run: (input: unknown, tell: (event: string) => void) => Promise<unknown>;
      };
      const tell = (event: string) => void process.send!({ event });
      process.send!({ result: await run(job.input, tell) }, () => process.exit(0));
    } catch (error) {
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.send!({ error: text }, () => process.exit(1));
    }
  })();
});
