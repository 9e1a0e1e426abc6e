import { useEffect, useState } from 'react';
import { apiIri, http, subscribe } from '@shop/shared-http';
import { useAuth } from '@shop/shared-auth';
import type { Order } from '@shop/contracts/api';
import { checkoutApi } from './api/checkout-api';

/** The live update hub, proxied on the site's own origin (ADR 0008). */
const HUB_URL = '/.well-known/mercure';
const customerHubToken = async () =>
  (await http().request<{ token: string }>('/me/hub-token')).token;

/** What the page knows of the order's outcome: the order, and whether the hub is listening. */
export interface LiveOrder {
  order: Order | undefined;
  /** The hub has accepted the subscription: every change will come without asking again. */
  live: boolean;
}

/**
 * The order, kept current while its payment is open (ADR 0052). A signed-in customer's
 * subscriber token covers their orders topic, on which the API publishes every change to one
 * of their orders (ADR 0039); a guest's, bought with the order's secret, covers that one order.
 * Each time the hub accepts the subscription the order is read once more (`reread`), for an
 * outcome that came before it listened.
 */
export function useLiveOrder(
  loaded: Order | undefined,
  { secret, reread }: { secret: string | null; reread: () => void },
): LiveOrder {
  const { user } = useAuth();
  const [order, setOrder] = useState(loaded);
  const [live, setLive] = useState(false);
  // A reading that set out before the hub's news is older: a decided order never waits again.
  useEffect(
    () =>
      setOrder((current) =>
        current?.uuid === loaded?.uuid &&
        current?.status !== 'payment-pending' &&
        loaded?.status === 'payment-pending'
          ? current
          : loaded,
      ),
    [loaded],
  );

  const uuid = loaded?.uuid;
  const customer = user?.uuid;
  const pending = (order ?? loaded)?.status === 'payment-pending';
  useEffect(() => {
    if (!uuid || !pending || (!customer && !secret)) return;
    const [topic, token] = customer
      ? [apiIri(`/relation/customers/${customer}/orders`), customerHubToken]
      : [
          apiIri(`/order/orders/${uuid}`),
          async () => (await checkoutApi.orderHubToken(uuid, secret!)).token,
        ];
    const unsubscribe = subscribe<Order>(
      [topic],
      (update) => {
        if (update.uuid === uuid) setOrder(update);
      },
      {
        hubUrl: HUB_URL,
        token,
        onOpen: () => {
          setLive(true);
          reread();
        },
        onError: () => setLive(false),
      },
    );
    return () => {
      unsubscribe();
      setLive(false);
    };
  }, [uuid, customer, secret, pending, reread]);

  return { order: order ?? loaded, live };
}
