import { messageParts } from '@vusal/shared/links/message-links';
import { useMemo } from 'react';

/**
 * A message's text as written, with each http(s) link clickable and followed by the domain it
 * really opens (issue 24, item 7). Links open elsewhere, tell the other site nothing of Vüsal and
 * pass it no ranking (`nofollow ugc`); any other scheme stays text.
 */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => messageParts(text), [text]);
  return (
    <p className="break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <span key={index}>
            <a
              href={part.href}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="font-medium underline underline-offset-2"
            >
              {part.text}
            </a>{' '}
            <span className="text-sm font-semibold">({part.domain})</span>
          </span>
        ),
      )}
    </p>
  );
}
