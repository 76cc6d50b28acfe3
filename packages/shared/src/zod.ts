import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may. The site's CSP (script-src
// 'self') forbids that: zod's own probe catches the refusal, but Chromium still reports it as a
// policy issue on every page that validates a form. In the browser zod runs without it; the
// server keeps the faster parsers. Schemas take `z` from here, so this runs before any is built.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
