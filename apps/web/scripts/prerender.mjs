// After `vite build` and the SSR build of src/entry-server.tsx: writes every public page as
// HTML (dist/prerendered/<path>/index.html) that paints before any script runs and that the
// browser then hydrates (docs/architecture.md, "Prerendering"). The server serves these files
// for their paths and index.html, the empty shell, for every other page.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const out = path.join(dist, 'prerendered');
const server = await import(pathToFileURL(path.join(webRoot, 'dist-ssr/entry-server.js')).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');

// React 19 writes a page's <title>, <meta> and <link> elements ahead of its markup when the
// tree has no <html>; they belong in <head>, where the client finds them again on hydration.
const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

const PAGE_END = 'page-end';

function page(html, language) {
  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  const body = html.slice(hoisted.length);
  let head = template;
  if (hoisted.includes('<title')) head = head.replace(/<title>[^<]*<\/title>/, '');
  if (hoisted.includes('name="description"')) {
    head = head.replace(/<meta\s+name="description"[^>]*>/s, '');
  }
  return (
    head
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      // The browser may paint a document it has only partly parsed; the rest would then push
      // what was painted (a centred card moves up as its form arrives). Nothing paints until
      // the page's last element is parsed: it is small, and complete at once.
      .replace(
        '</head>',
        `${hoisted}<link rel="expect" href="#${PAGE_END}" blocking="render"></head>`,
      )
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered>${body}</div><template id="${PAGE_END}"></template>`,
      )
      // The page reads without JavaScript, so the shell's "needs JavaScript" note does not apply.
      .replace(/\s*<noscript>.*?<\/noscript>/s, '')
      // The HTML and the stylesheet paint the page; the scripts only hydrate it, so on a slow
      // connection they must not compete with the stylesheet for the first bytes.
      .replaceAll(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
  );
}

rmSync(out, { recursive: true, force: true });
let written = 0;
for (const pagePath of server.prerenderPaths()) {
  const rendered = await server.renderPage(pagePath);
  if (!rendered) continue;
  const file = path.join(out, pagePath, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page(rendered.html, rendered.language));
  written += 1;
}
console.log(`prerendered ${written} pages into ${path.relative(webRoot, out)}/`);
