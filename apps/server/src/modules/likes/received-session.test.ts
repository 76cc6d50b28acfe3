import { requestOn } from '../../../test/accounts';
import { describeLentSessionRead } from '../admin/lent-session.test-support';
import { insertMembers } from './discovery.test-support';

// Decision 065 (as 058 for the like): a node lends the likes page a session it read lately,
// and the page's statement checks it.
describeLentSessionRead('GET /api/likes/received', {
  async arrange(db) {
    const [man] = await insertMembers(db, [{ gender: 'male' }]);
    return { member: man!, setting: null };
  },
  read: async (app, member) =>
    (await requestOn(app, member, 'GET', '/api/likes/received')).statusCode,
});
