import { requestOn } from '../../../test/accounts';
import {
  describeApprovedMembersOnly,
  describeLentSessionRead,
} from '../admin/lent-session.test-support';
import { chatPair } from './chat.test-support';

// Decision 070 (as 058 for the like): a node lends the chat list a session it read lately, and
// the list's statement checks it; who reads it is who did before.
const site = describeLentSessionRead('GET /api/chats', {
  async arrange(db) {
    const { a } = await chatPair(db);
    return { member: a, setting: null };
  },
  read: async (app, member) => (await requestOn(app, member, 'GET', '/api/chats')).statusCode,
});
describeApprovedMembersOnly(site, '/api/chats');
