import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The landing and the 404 page need a few groups of the catalogue; everything else is for pages
 * behind the query layout. Splitting each language's catalogue in two keeps the landing's first
 * JavaScript small while the catalogue grows (docs/decisions/007).
 */
export const publicGroups = ['meta', 'common', 'landing', 'footer', 'notFound', 'enums'];
/** The texts of How it works, FAQ and About us: only those pages load them. */
export const infoGroups = ['howItWorks', 'faq', 'about'];

type Part = 'public' | 'info' | 'app';

function partOf(group: string): Part {
  if (publicGroups.includes(group)) return 'public';
  return infoGroups.includes(group) ? 'info' : 'app';
}

const PREFIX = 'virtual:messages/';
const catalogueFile = (language: string) =>
  fileURLToPath(new URL(`../../packages/shared/src/i18n/${language}.json`, import.meta.url));

/** `import('virtual:messages/<language>/<public|info|app>')`: one part of a language's catalogue. */
export function messagesPlugin(): Plugin {
  return {
    name: 'vusal-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language, part] = id.slice(PREFIX.length + 1).split('/') as [string, Part];
      const file = catalogueFile(language);
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const groups = Object.fromEntries(
        Object.entries(catalogue).filter(([group]) => partOf(group) === part),
      );
      return `export default ${JSON.stringify(groups)};`;
    },
  };
}
