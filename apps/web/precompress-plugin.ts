import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text that compresses; images and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) next to every compressible file of the
 * build, once, at build time; the server sends them as they are (@fastify/static
 * `preCompressed`), so no request pays for compression and the best levels cost nothing.
 * A variant that is not smaller than the file is not written.
 */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vusal-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = (await filesUnder(outDir)).filter(
        (file) => compressible.test(file) && !file.includes(`${path.sep}.vite${path.sep}`),
      );
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const bytes = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
