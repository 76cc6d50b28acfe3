import { matchStatus } from '@vusal/shared/schemas/likes';
import { describe, expect, it } from 'vitest';
import { startChatAction } from './match-actions';

const answers = [null, true, false] as const;

describe('what a match offers, for every pair of answers (D14)', () => {
  for (const mine of answers) {
    for (const theirs of answers) {
      const chatOpen = mine === true && theirs === true;
      it(`mine ${String(mine)}, theirs ${String(theirs)}`, () => {
        const match = { myAnswer: mine, otherAnswer: theirs, chatOpen };
        const action = startChatAction(match);
        // Consent buttons only while my own answer is missing and nobody said no.
        expect(action === 'ask').toBe(mine === null && theirs !== false);
        if (chatOpen) expect(action).toBe('open');
        else if (mine === false || theirs === false) expect(action).toBe('none');
        else if (mine === null) expect(action).toBe('ask');
        else expect(action).toBe('wait');
        // The label agrees: an open chat is 'Söhbət hazır', any no 'Söhbət rədd edildi'.
        const status = matchStatus(mine, theirs, chatOpen);
        if (action === 'open') expect(status).toBe('open');
        if (action === 'none' && mine !== null) expect(status).toBe('declined');
      });
    }
  }
});
