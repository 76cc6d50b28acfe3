import { useSearchParams } from 'react-router';

/**
 * Explore's "Verified only" (issue 23, item 6) in the URL (`?verifiedOnly=true`), like the
 * order, so a reload or a shared link keeps it; unticked leaves the parameter out.
 */
export function useVerifiedOnlyParam(): [boolean, (isOn: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const setVerifiedOnly = (isOn: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (isOn) next.set('verifiedOnly', 'true');
        else next.delete('verifiedOnly');
        return next;
      },
      { replace: true },
    );
  return [params.get('verifiedOnly') === 'true', setVerifiedOnly];
}
