import { requestOn } from '../../../test/accounts';
import { describeLentSessionRead } from '../admin/lent-session.test-support';
import { insertMembers } from './discovery.test-support';

// Decision 065 (as 058 for the like): a node lends the relation a session it read lately, and
// the relation's statement checks it.
describeLentSessionRead('GET /api/relations/:userId', {
  async arrange(db) {
    const [man, woman] = await insertMembers(db, [{ gender: 'male' }, { gender: 'female' }]);
    return { member: man!, setting: woman! };
  },
  read: async (app, member, woman) =>
    (await requestOn(app, member, 'GET', `/api/relations/${woman.id}`)).statusCode,
});
