// After the build: writes dist/sw.js from service-worker/sw.js with this build's id and shell
// (the entry chunk with its static imports and stylesheet, the icons). The id is a hash of the
// built file names, which carry content hashes, so every deploy that changes code changes sw.js.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const shell = new Set(['/favicon.svg', '/icons/icon-192.png']);
function addWithImports(key) {
  const chunk = manifest[key];
  if (!chunk || shell.has(`/${chunk.file}`)) return;
  shell.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) shell.add(`/${css}`);
  for (const imported of chunk.imports ?? []) addWithImports(imported);
}
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addWithImports(key);

const hash = createHash('sha256');
for (const name of readdirSync(path.join(dist, 'assets')).sort()) hash.update(`${name}\n`);
hash.update(readFileSync(path.join(dist, 'index.html')));
const id = hash.digest('hex').slice(0, 16);

const build = { id, precache: [...shell] };
const worker = readFileSync(path.join(webRoot, 'service-worker/sw.js'), 'utf8');
writeFileSync(path.join(dist, 'sw.js'), `self.VUSAL_BUILD = ${JSON.stringify(build)};\n${worker}`);
console.log(`service worker for build ${id}: ${build.precache.length} files precached`);
