// Merges translation keys into the shared catalogues without losing concurrent edits:
//   flock /tmp/i18n.lock node scripts/i18n-merge.mjs <namespace> <en.json> <az.json>
// Each file holds the namespace's object; it replaces that namespace in both catalogues.
import { readFileSync, writeFileSync } from 'node:fs';

const [namespace, enFile, azFile] = process.argv.slice(2);
if (!namespace || !enFile || !azFile) {
  console.error('usage: node scripts/i18n-merge.mjs <namespace> <en.json> <az.json>');
  process.exit(2);
}
for (const [language, file] of [
  ['en', enFile],
  ['az', azFile],
]) {
  const target = new URL(`../packages/shared/src/i18n/${language}.json`, import.meta.url);
  const catalogue = JSON.parse(readFileSync(target, 'utf8'));
  catalogue[namespace] = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(target, JSON.stringify(catalogue, null, 2) + '\n');
}
