import { Notice } from '../ui/notice';

/**
 * What went wrong with the whole form (not one field), read out at once; nothing when all is
 * well. Field errors stay at their fields.
 */
export function FormProblem({ message }: { message: string | null }) {
  return message ? (
    <Notice tone="error" role="alert">
      {message}
    </Notice>
  ) : null;
}
