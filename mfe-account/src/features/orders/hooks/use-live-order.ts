import { useEffect, useState } from 'react';
import { apiIri, subscribe } from '@shop/shared-http';
import { useAuth } from '@shop/shared-auth';
import { getHubToken, HUB_URL } from '../../../api/hub';
import type { Order } from '../api/orders-api';

/**
 * The order, kept current: once loaded, every change the shop makes (a new status, a track &
 * trace code: ADR 0039) arrives through the hub on the customer's orders topic, the one their
 * subscriber token grants, and replaces what is shown.
 */
export function useLiveOrder(loaded: Order | undefined): Order | undefined {
  const { user } = useAuth();
  const [order, setOrder] = useState(loaded);
  useEffect(() => setOrder(loaded), [loaded]);

  const uuid = loaded?.uuid;
  const customer = user?.uuid;
  useEffect(() => {
    if (!uuid || !customer) return;
    return subscribe<Order>(
      [apiIri(`/relation/customers/${customer}/orders`)],
      (update) => {
        if (update.uuid === uuid) setOrder(update);
      },
      { hubUrl: HUB_URL, token: getHubToken },
    );
  }, [uuid, customer]);

  return order ?? loaded;
}
