/** A catalogue as stored (`en.json`): groups of groups of texts. */
export type CatalogueTree = { [key: string]: string | CatalogueTree };

/** Every text of a catalogue with its dotted key, in the file's order. */
export function catalogueTexts(tree: CatalogueTree, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : catalogueTexts(value, `${prefix}${key}.`),
  );
}

/** The text at a dotted key (`format.months.12`); undefined where there is none. */
export function catalogueText(tree: CatalogueTree, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<string | CatalogueTree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  return typeof value === 'string' ? value : undefined;
}
