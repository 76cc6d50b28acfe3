import { useSearchParams } from 'react-router';

/**
 * Explore's "Verified only" (issue 23, item 6) in the URL (`?verifiedOnly=true|false`), like the
 * order, so a reload or a shared link keeps it. Left out (undefined), the member's saved
 * preference applies (issue 37, item 1); the reset leaves it out again.
 */
export function useVerifiedOnlyParam(): [boolean | undefined, (isOn: boolean | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const setVerifiedOnly = (isOn: boolean | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (isOn === undefined) next.delete('verifiedOnly');
        else next.set('verifiedOnly', String(isOn));
        return next;
      },
      { replace: true },
    );
  const raw = params.get('verifiedOnly');
  return [raw === 'true' ? true : raw === 'false' ? false : undefined, setVerifiedOnly];
}
