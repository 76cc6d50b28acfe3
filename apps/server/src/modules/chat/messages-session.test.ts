import { requestOn } from '../../../test/accounts';
import { describeLentSessionRead } from '../admin/lent-session.test-support';
import { chatPair } from './chat.test-support';

// Decision 065 (as 058 for the like): a node lends a page of messages a session it read lately,
// and the page's statement checks it.
describeLentSessionRead('GET /api/chats/:matchId/messages', {
  async arrange(db) {
    const { a, matchId } = await chatPair(db);
    return { member: a, setting: matchId };
  },
  read: async (app, member, matchId) =>
    (await requestOn(app, member, 'GET', `/api/chats/${matchId}/messages`)).statusCode,
});
