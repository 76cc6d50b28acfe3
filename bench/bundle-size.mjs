// P9 (PERFORMANCE.md): gzip size of the JavaScript the landing page needs before it can paint,
// and of all JavaScript, read from Vite's manifest; next to it, the bytes actually sent to a
// browser asking for `br, gzip`: the build's precompressed `.br` file where there is one (as
// the server's preCompressed static serving picks it), else `.gz`, else the file itself.
// Prints figures only; always exits 0.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_LANDING_KB = 100;
const BUDGET_ALL_KB = 350;
const LANDING_ROUTE = 'src/app/routes/landing.tsx';
// The public half of a language's catalogue (apps/web/messages-plugin.ts); the rest loads later.
const CATALOGUE = (language) => `virtual:messages/${language}/public`;
// Each interface language and the landing's URL in it (docs/decisions/013).
const LANDINGS = { en: '/', az: '/az', ru: '/ru' };

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  console.log('No build found at apps/web/dist. Build the web app first:');
  console.log('  npm run build -w @vusal/web && npm run bench:bundle');
  console.log(
    `landing-initial-js-gzip: n/a (budget ${BUDGET_LANDING_KB} KB); all-js-gzip: n/a (budget ${BUDGET_ALL_KB} KB)`,
  );
  process.exit(0);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const sizes = new Map();

/** Raw and gzip (zlib default level, as a server compresses on the fly) bytes of a dist file. */
function size(file) {
  let entry = sizes.get(file);
  if (!entry) {
    const bytes = readFileSync(join(dist, file));
    entry = { raw: bytes.length, gzip: gzipSync(bytes).length, sent: sentBytes(file, bytes) };
    sizes.set(file, entry);
  }
  return entry;
}

/** What the server sends for `Accept-Encoding: br, gzip` (@fastify/static preCompressed). */
function sentBytes(file, bytes) {
  for (const variant of ['.br', '.gz']) {
    const path = join(dist, file + variant);
    if (existsSync(path)) return statSync(path).size;
  }
  return bytes.length;
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** The manifest key whose source path ends with `suffix` (keys are relative to apps/web). */
function keyOf(suffix) {
  return Object.keys(manifest).find((key) => key === suffix || key.endsWith(`/${suffix}`));
}

/** A chunk and everything it imports statically, recursively: what the browser needs with it. */
function staticClosure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landingKey = keyOf(LANDING_ROUTE);

function landingFor(language) {
  const keys = staticClosure(entryKey);
  if (landingKey) staticClosure(landingKey, keys);
  // The language's catalogue is fetched before the first render, so it counts too.
  const catalogueKey = keyOf(CATALOGUE(language));
  if (catalogueKey) staticClosure(catalogueKey, keys);
  return [...keys];
}

const rows = [];
const sum = (keys, kind = 'gzip') =>
  keys.reduce((total, key) => total + size(manifest[key].file)[kind], 0);

/** A chunk's file with the module it was named after (chunk files are named by hash alone). */
const named = (key) => `${manifest[key].file} (${manifest[key].name ?? basename(key)})`;

const landing = Object.fromEntries(Object.keys(LANDINGS).map((lang) => [lang, landingFor(lang)]));
const landingKeys = new Set(Object.values(landing).flat());
for (const key of landingKeys) {
  const { file } = manifest[key];
  const role =
    key === entryKey
      ? 'entry'
      : key === landingKey
        ? 'landing route'
        : key.startsWith('virtual:messages/')
          ? `catalogue (${Object.keys(LANDINGS).find((lang) => landing[lang].includes(key))})`
          : 'shared import';
  rows.push({ group: 'landing', role, file: named(key), ...size(file) });
}

// What the landing route loads lazily after it has painted (below-the-fold sections).
const landingDeferred = new Set();
for (const key of landingKey ? [landingKey] : []) {
  for (const dynamicKey of manifest[key].dynamicImports ?? []) {
    for (const k of staticClosure(dynamicKey)) if (!landingKeys.has(k)) landingDeferred.add(k);
  }
}
for (const key of landingDeferred) {
  const { file } = manifest[key];
  rows.push({ group: 'after paint', role: 'landing, deferred', file: named(key), ...size(file) });
}

const assets = join(dist, 'assets');
const allJs = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);
const allJsGzip = allJs.reduce((total, file) => total + size(file).gzip, 0);
const allJsRaw = allJs.reduce((total, file) => total + size(file).raw, 0);
// A visitor reads one language: the other languages' catalogue parts are never fetched. The
// budget counts what one visitor can load, in the heaviest language.
const catalogueFiles = (language) =>
  Object.entries(manifest)
    .filter(([key]) => key.startsWith(`virtual:messages/${language}/`))
    .map(([, chunk]) => chunk.file);
const visitorJsGzip = Object.fromEntries(
  Object.keys(LANDINGS).map((language) => {
    const others = new Set(
      Object.keys(LANDINGS)
        .filter((other) => other !== language)
        .flatMap(catalogueFiles),
    );
    const files = allJs.filter((file) => !others.has(file));
    return [language, files.reduce((total, file) => total + size(file).gzip, 0)];
  }),
);
const visitorWorst = Math.max(...Object.values(visitorJsGzip));

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);
console.log(
  `${pad('group', 12)} ${pad('role', 22)} ${pad('file (module)', 44)} ${padLeft('raw KB', 8)} ${padLeft('gzip KB', 8)} ${padLeft('sent KB', 8)}`,
);
for (const row of rows) {
  console.log(
    `${pad(row.group, 12)} ${pad(row.role, 22)} ${pad(row.file, 44)} ${padLeft(kb(row.raw), 8)} ${padLeft(kb(row.gzip), 8)} ${padLeft(kb(row.sent), 8)}`,
  );
}
const landingSizes = Object.fromEntries(
  Object.entries(landing).map(([lang, keys]) => [lang, sum(keys)]),
);
const deferred = [...landingDeferred].reduce(
  (total, key) => total + size(manifest[key].file).gzip,
  0,
);
console.log('');
const landingSent = Object.fromEntries(
  Object.entries(landing).map(([lang, keys]) => [lang, sum(keys, 'sent')]),
);
const precompressed = [...sizes.values()].some((entry) => entry.sent < entry.raw);
for (const [lang, path] of Object.entries(LANDINGS)) {
  const label = `landing ${path} (${lang}):`.padEnd(18);
  console.log(
    `${label}${kb(landingSizes[lang])} KB gzip before first paint; ${kb(landingSent[lang])} KB sent for br, gzip`,
  );
}
if (!precompressed) console.log('(no .br/.gz files: this build was not precompressed)');
if (deferred) console.log(`landing deferred: ${kb(deferred)} KB gzip, fetched after first paint`);
console.log(
  `all JavaScript:   ${kb(allJsGzip)} KB gzip, ${kb(allJsRaw)} KB raw in ${allJs.length} files (every language's texts)`,
);
console.log(
  `one visitor:      ${Object.entries(visitorJsGzip)
    .map(([language, bytes]) => `${kb(bytes)} KB (${language})`)
    .join(', ')} gzip, all JavaScript with one language's texts`,
);
console.log(
  '(1 KB = 1000 bytes; gzip at zlib default level; the larger landing variant is reported)',
);

// Per route: the entry, the layouts a route sits in, and the route's own static imports; the
// socket client (a dynamic import of lib/socket.ts) and the chat screen are reported apart.
const routeKeys = Object.keys(manifest).filter((key) => /src\/app\/routes\/[^/]+\.tsx$/.test(key));
const layouts = ['query-layout', 'require-signed-in'].map((name) =>
  keyOf(`src/app/routes/${name}.tsx`),
);
const socketKey = Object.keys(manifest).find((key) =>
  key.includes('node_modules/socket.io-client'),
);
const messagesKey = keyOf('src/app/routes/messages.tsx');
// What a page under the query layout waits for when it is drawn in the browser, beside its
// modules: the layout's data layer (query client, admin preview), and for /auth its screens.
// The prerendered sign-in page hydrates without them and hydrates its form when they arrive
// (decision 067); the sign-in line below reports both figures.
const dataLayerKey = keyOf('src/app/data-layer.tsx');
const routeParts = { auth: [keyOf('src/app/auth-page.tsx')] };
console.log('');
console.log(`${pad('route', 22)} ${padLeft('gzip KB', 8)}  with`);
for (const key of routeKeys.sort()) {
  const name = key.replace(/.*routes\/(.+)\.tsx$/, '$1');
  if (['query-layout', 'require-signed-in', 'member-page'].includes(name)) continue;
  const keys = staticClosure(entryKey);
  staticClosure(key, keys);
  const isSignedIn = ![
    'landing',
    'how-it-works',
    'faq',
    'about-us',
    'terms',
    'privacy',
    'not-found',
  ].includes(name);
  if (isSignedIn) {
    for (const key of [...layouts, dataLayerKey, ...(routeParts[name] ?? [])]) {
      if (key) staticClosure(key, keys);
    }
  }
  const notes = [];
  if (socketKey && keys.has(socketKey)) notes.push('socket client (static!)');
  if (messagesKey && key !== messagesKey && keys.has(messagesKey)) notes.push('chat screen (!)');
  console.log(`${pad(name, 22)} ${padLeft(kb(sum([...keys])), 8)}  ${notes.join(', ')}`);
}
if (socketKey) {
  console.log(
    `socket client: ${kb(sum([...staticClosure(socketKey)]))} KB gzip, loaded lazily by signed-in pages only (lib/socket.ts); the chat screen only on /messages`,
  );
}
// Sign-in (P9: "landing and sign-in ≤ 100 KB initial"): the entry, the query layout the page
// sits in, the page's route, and the catalogue parts it needs to hydrate (the public
// part and, behind the query layout, `auth`; `app` follows once it has hydrated). It paints
// prerendered, then hydrates with these; its form, once the data layer and the screens have
// arrived too (decision 067).
const signInKey = keyOf('src/app/routes/auth.tsx');
const signInClosure = (language, parts = []) => {
  const keys = staticClosure(entryKey);
  for (const key of [
    keyOf('src/app/routes/query-layout.tsx'),
    signInKey,
    keyOf(CATALOGUE(language)),
    keyOf(`virtual:messages/${language}/auth`),
    ...parts,
  ])
    if (key) staticClosure(key, keys);
  return sum([...keys]);
};
const perLanguage = (bytesOf) =>
  Object.keys(LANDINGS)
    .map((language) => `${kb(bytesOf(language))} KB (${language})`)
    .join(', ');
const signIn = Object.fromEntries(
  Object.keys(LANDINGS).map((language) => [language, signInClosure(language)]),
);
if (signInKey) {
  console.log(
    `sign-in /auth:    ${perLanguage((language) => signIn[language])} gzip before it hydrates (it paints prerendered; budget ${BUDGET_LANDING_KB} KB)`,
  );
  console.log(
    `sign-in form:     ${perLanguage((language) => signInClosure(language, [dataLayerKey, ...routeParts.auth]))} gzip once its form is live (fetched as the page loads)`,
  );
}
const landingWorst = Math.max(...Object.values(landingSizes));
console.log(
  `landing-initial-js-gzip: ${kb(landingWorst)} KB (budget ${BUDGET_LANDING_KB} KB); sign-in-initial-js-gzip: ${signInKey ? kb(Math.max(...Object.values(signIn))) : 'n/a'} KB; landing-initial-js-sent-br-gzip: ${kb(Math.max(...Object.values(landingSent)))} KB; all-js-gzip (one visitor, heaviest language): ${kb(visitorWorst)} KB (budget ${BUDGET_ALL_KB} KB); all-js-gzip (every language): ${kb(allJsGzip)} KB`,
);
