import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '@vusal/shared/schemas/profile-input';
import { hasContactDetails } from '@vusal/shared/contact-details/detector';
import { withoutContactDetails } from '@vusal/shared/schemas/without-contact-details';
import { buildDemoProfiles } from './demo-profiles';

const editable = new Set(Object.keys(profileUpdateSchema.shape));
// What the server checks a saved profile with (decision 038).
const serverUpdate = withoutContactDetails(profileUpdateSchema);

describe('the demo profiles', () => {
  it('pass the profile rules, contact details included, as if their owners had saved them', () => {
    const refused = buildDemoProfiles().flatMap(({ profile }) => {
      const input = Object.fromEntries(
        Object.entries(profile).filter(([key]) => editable.has(key)),
      );
      const result = serverUpdate.safeParse(input);
      const issues = result.success ? [] : result.error.issues.map((issue) => issue.message);
      return hasContactDetails(profile.fullName) ? [...issues, 'fullName'] : issues;
    });
    expect(refused).toEqual([]);
  });
});
