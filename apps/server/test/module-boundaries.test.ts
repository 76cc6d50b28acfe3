import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, run on small files placed (virtually) in the
// server tree: what it refuses is what `npm run check` refuses.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const server = 'apps/server/src';

let eslint: ESLint;
beforeAll(() => {
  // The cycle rule reads each linted file from disk, and these fixtures exist only here.
  eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('server module boundaries (eslint.config.js)', () => {
  it("refuses a repository that imports another module's repository", async () => {
    const errors = await boundaryErrors(
      `${server}/modules/likes/fixture.repository.ts`,
      "export { createChatRepository } from '../chat/chat.repository';\n",
    );
    expect(errors).toEqual([expect.stringContaining('"../chat/chat.repository"')]);
  });

  it("refuses a module that reaches into another module's internals", async () => {
    const errors = await boundaryErrors(
      `${server}/modules/likes/fixture.routes.ts`,
      "export { currentUser } from '../auth/session.hook';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Enter another module through its index.ts')]);
  });

  it('refuses db/, infra/ and plugins/ code that imports a module', async () => {
    for (const file of ['db/seed/fixture.ts', 'infra/fixture.ts', 'plugins/fixture.ts']) {
      const depth = '../'.repeat(file.split('/').length - 1);
      const errors = await boundaryErrors(
        `${server}/${file}`,
        `export { registerAuthModule } from '${depth}modules/auth/auth.module';\n`,
      );
      expect(errors, file).toHaveLength(1);
    }
  });

  it("allows a module its own files, infra/ and another module's index.ts", async () => {
    const errors = await boundaryErrors(
      `${server}/modules/likes/fixture.service.ts`,
      [
        "export { createLikesRepository } from './likes.repository';",
        "export { startJobs } from '../../infra/jobs';",
        "export { toCard } from '../members';",
        "export type { MemberLimit } from '../discovery/action-limit';",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
