import { requestOn } from '../../../test/accounts';
import { describeLentSessionRead } from '../admin/lent-session.test-support';
import { insertMembers } from '../likes/discovery.test-support';

// Decision 066 (as 058 for the like): a node lends the badges a session it read lately, and the
// badges' statement checks it.
describeLentSessionRead('GET /api/badges', {
  async arrange(db) {
    const [member] = await insertMembers(db, [{ gender: 'female' }]);
    return { member: member!, setting: null };
  },
  read: async (app, member) => (await requestOn(app, member, 'GET', '/api/badges')).statusCode,
});
