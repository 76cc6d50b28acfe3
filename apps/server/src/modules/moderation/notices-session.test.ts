import { requestOn } from '../../../test/accounts';
import {
  describeApprovedMembersOnly,
  describeLentSessionRead,
} from '../admin/lent-session.test-support';
import { insertMembers } from '../likes/discovery.test-support';

// Decision 070 (as 058 for the like): a node lends the moderation notices a session it read
// lately, and the notices' statement checks it; who reads them is who did before.
const site = describeLentSessionRead('GET /api/moderation/notices', {
  async arrange(db) {
    const [member] = await insertMembers(db, [{}]);
    return { member: member!, setting: null };
  },
  read: async (app, member) =>
    (await requestOn(app, member, 'GET', '/api/moderation/notices')).statusCode,
});
describeApprovedMembersOnly(site, '/api/moderation/notices');
