import { discoveryOrders, type DiscoveryOrder } from '@vusal/shared/schemas/discovery';
import { useSearchParams } from 'react-router';

function isOrder(value: string | null): value is DiscoveryOrder {
  return (discoveryOrders as readonly (string | null)[]).includes(value);
}

/**
 * The order asked for in the URL (`?order=best|newest`), so a reload or a shared link keeps it;
 * `undefined` leaves the choice to the server (best match once five questions are answered).
 */
export function useOrderParam(): [DiscoveryOrder | undefined, (order: DiscoveryOrder) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('order');
  const setOrder = (order: DiscoveryOrder) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('order', order);
        return next;
      },
      { replace: true },
    );
  return [isOrder(raw) ? raw : undefined, setOrder];
}
