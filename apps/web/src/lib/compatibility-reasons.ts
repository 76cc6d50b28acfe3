import type { CompatibilityReason } from '@vusal/shared/compatibility/reasons';
import { formatList } from './format';
import { useTranslation } from './translation';

/**
 * A compatibility reason in the member's language (issue 27): "You agree on children, family
 * life and relocation", the topics joined as the language joins a list.
 */
export function useReasonText(): (reason: CompatibilityReason) => string {
  const { t, translateKey } = useTranslation();
  return (reason) =>
    t(reason.key, {
      topics: formatList(
        // Reasons name only topics with a question that is not sensitive (`reasonTopics`).
        reason.params.topics.map((topic) => translateKey(`compatibility.reasons.topics.${topic}`)),
        t,
      ),
    });
}
