import { useEffect, useState } from 'react';
import { apiIri, http, subscribe } from '@shop/shared-http';
import { useAuth } from '@shop/shared-auth';
import type { Order } from '@shop/contracts/api';

/** The live update hub, proxied on the site's own origin (ADR 0008). */
const HUB_URL = '/.well-known/mercure';
const hubToken = async () => (await http().request<{ token: string }>('/me/hub-token')).token;

/**
 * The order, kept current while its payment is open: a signed-in customer's subscriber token
 * covers their orders topic, on which the API publishes every change to one of their orders
 * (ADR 0039), the payment's outcome included. A guest has no token: the page asks again instead.
 */
export function useLiveOrder(loaded: Order | undefined): Order | undefined {
  const { user } = useAuth();
  const [order, setOrder] = useState(loaded);
  useEffect(() => setOrder(loaded), [loaded]);

  const uuid = loaded?.uuid;
  const customer = user?.uuid;
  const pending = (order ?? loaded)?.status === 'payment-pending';
  useEffect(() => {
    if (!uuid || !customer || !pending) return;
    return subscribe<Order>(
      [apiIri(`/relation/customers/${customer}/orders`)],
      (update) => {
        if (update.uuid === uuid) setOrder(update);
      },
      { hubUrl: HUB_URL, token: hubToken },
    );
  }, [uuid, customer, pending]);

  return order ?? loaded;
}
