import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Which parts of a language's catalogue each group (or `group.subgroup.key`) belongs to; the
 * most specific entry wins and anything unlisted is `app`. The landing paints with `public` alone:
 * its sections and footer below the fold bring `landing`, the info pages `info`, the sign-in
 * page `auth` and the other pages behind the query layout `app` (which always comes with `auth`),
 * so the landing's and the sign-in page's first JavaScript stay small as the catalogue grows
 * (docs/decisions/007). A group may be in two parts that never load together on first
 * paint (the footer: the landing's below the fold, the info and legal pages' at once).
 */
export const catalogueParts: Record<Part, string[]> = {
  public: [
    'meta',
    'common',
    'landing.hero',
    'landing.why.verified.title',
    'notFound',
    // The only enumeration the first screen names; the others are for profiles and forms.
    'enums.relationship_goals',
  ],
  // The relationship values appear below the fold, and in the profile forms.
  landing: ['landing', 'footer', 'enums.relationship_values'],
  // What the sign-in and forgot-password screens show, and the API's and the forms' messages
  // they may name: the sign-in page hydrates with these, not with the whole of `app` (P9).
  auth: ['auth', 'errors', 'validation', 'form', 'adminMode', 'format', 'chat.time', 'appNav'],
  // The update prompt is rare: it brings the rest of the catalogue when it shows.
  app: ['common.appUpdate', 'enums.relationship_values'],
  info: ['howItWorks', 'faq', 'about', 'footer'],
  // The Terms of Service and the Privacy Policy: long, and read by few.
  legal: ['legal', 'footer'],
};

type Part = 'public' | 'landing' | 'info' | 'legal' | 'auth' | 'app';

/** The parts that list `path` itself; none when it inherits from its group. */
function partsListing(path: string): Part[] {
  return (Object.keys(catalogueParts) as Part[]).filter((part) =>
    catalogueParts[part].includes(path),
  );
}

function splitsBelow(path: string): boolean {
  return Object.values(catalogueParts).some((paths) =>
    paths.some((entry) => entry.startsWith(`${path}.`)),
  );
}

/** The texts of a catalogue (or of its subtree at `prefix`) that part `part` carries. */
export function pickPart(
  messages: Record<string, unknown>,
  part: Part,
  prefix = '',
  inherited: Part[] = ['app'],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(messages)) {
    const path = prefix + name;
    const listed = partsListing(path);
    const own = listed.length > 0 ? listed : inherited;
    if (splitsBelow(path) && value && typeof value === 'object') {
      const inside = pickPart(value as Record<string, unknown>, part, `${path}.`, own);
      if (Object.keys(inside).length > 0) picked[name] = inside;
    } else if (own.includes(part)) {
      picked[name] = value;
    }
  }
  return picked;
}

const PREFIX = 'virtual:messages/';
const catalogueFile = (language: string) =>
  fileURLToPath(new URL(`../../packages/shared/src/i18n/${language}.json`, import.meta.url));

/** `import('virtual:messages/<language>/<part>')`: one part of a language's catalogue. */
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
      return `export default ${JSON.stringify(pickPart(catalogue, part))};`;
    },
  };
}
