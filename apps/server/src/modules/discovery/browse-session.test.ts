import { requestOn } from '../../../test/accounts';
import { describeLentSessionRead } from '../admin/lent-session.test-support';
import { insertMembers } from '../likes/discovery.test-support';

// Decision 066 (as 058 for the like): a node lends browse and explore a session it read lately,
// and the page's first statement checks it.
for (const route of ['/api/discovery/browse', '/api/discovery/explore']) {
  describeLentSessionRead(`GET ${route}`, {
    async arrange(db) {
      const [member] = await insertMembers(db, [{ gender: 'female' }]);
      return { member: member!, setting: null };
    },
    read: async (app, member) => (await requestOn(app, member, 'GET', route)).statusCode,
  });
}
