import { profileUpdateSchema } from '@vusal/shared/schemas/profile-input';
import { withoutContactDetails } from '@vusal/shared/schemas/without-contact-details';

/**
 * The member's own edit as the server checks it: the shared schema, with free texts refusing
 * contact details here, not in the browser (decision 038). A relative's proposed edit is checked
 * by this same value when proposed and again when accepted (decision 053).
 */
export const profileUpdateBody = withoutContactDetails(profileUpdateSchema);
