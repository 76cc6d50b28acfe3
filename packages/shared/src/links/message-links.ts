import { LinkifyIt } from 'linkify-it';

/** A piece of a message: plain text, or an http(s) link with the host it really goes to. */
export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; domain: string };

// Only links written with http:// or https://: no mailto:, ftp: or scheme-relative //, and no
// bare "salam.az" (a word ending a sentence is not an invitation to click).
const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false })
  .add('ftp:', null)
  .add('mailto:', null)
  .add('//', null);

/** The link as the browser would follow it, or null when it is not a plain http(s) address. */
function safeTarget(url: string): { href: string; domain: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (!parsed.hostname) return null;
  // The WHATWG parser shows a look-alike host (Cyrillic "а" in "аpple.com") as punycode.
  return { href: parsed.href, domain: parsed.hostname.replace(/^www\./, '') };
}

/**
 * Issue 24, item 7: a message's text split into plain text and http(s) links. Anything else
 * (javascript:, data:, vbscript:, an e-mail address) stays text; the domain shown beside a link
 * is the one the browser will open, not what the link's text claims.
 */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of linkify.match(text) ?? []) {
    const target = safeTarget(match.url);
    if (!target) continue;
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    parts.push({ kind: 'link', text: match.text, ...target });
    at = match.lastIndex;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
