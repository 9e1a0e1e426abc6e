import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiIri, subscribe, watchLockExpiry, withoutExpiredLock } from '@shop/shared-http';
import { useApiResource } from '@shop/shared-ui';
import {
  bookTopicOf,
  getHubToken,
  HUB_URL,
  listAddresses,
  type Address,
  type AddressUpdate,
} from '../api/address-book-api';

/** The book's order (the API's): the default delivery address, the main address, the rest. */
const rank = (address: Address) =>
  (address.isDefaultDeliveryAddress ? 0 : 2) + (address.isCompanyMainAddress ? 0 : 1);

/**
 * The caller's address book, kept current: loaded once, then every change anyone makes (an
 * edit, a lock, a new or a deleted address) arrives through the hub on the books' topics, and
 * a lock whose expiry passes is cleared here (checked every 10 s).
 */
export function useLiveAddressBook(customerUuid: string | null) {
  const resource = useApiResource((signal) => listAddresses(signal), [customerUuid]);
  const [addresses, setAddresses] = useState<Address[] | undefined>();
  const current = useRef(addresses);
  current.current = addresses;

  useEffect(() => {
    if (resource.data) setAddresses(resource.data.map((address) => withoutExpiredLock(address)));
  }, [resource.data]);

  /** Puts an address as it is now in the list (or takes a deleted one out). */
  const apply = useCallback((update: AddressUpdate) => {
    setAddresses((shown) => {
      if (!shown) return shown;
      const others = shown.filter((address) => address['@id'] !== update['@id']);
      if (!('uuid' in update)) return others;
      const known = others.length < shown.length;
      const next = known
        ? shown.map((address) =>
            address['@id'] === update['@id'] ? withoutExpiredLock(update) : address,
          )
        : [...shown, withoutExpiredLock(update)];
      return [...next].sort((a, b) => rank(a) - rank(b));
    });
  }, []);

  // The caller's own book, and the books of what they see (their company's).
  const topicKey = useMemo(() => {
    if (!customerUuid || !addresses) return '';
    const own = apiIri(`/relation/customers/${customerUuid}/addresses`);
    return [...new Set([own, ...addresses.map(bookTopicOf)])].sort().join(' ');
  }, [customerUuid, addresses]);
  useEffect(() => {
    if (!topicKey) return;
    return subscribe<AddressUpdate>(topicKey.split(' '), apply, {
      hubUrl: HUB_URL,
      token: getHubToken,
    });
  }, [topicKey, apply]);

  useEffect(() => {
    const stops = () =>
      setAddresses((shown) => shown?.map((address) => withoutExpiredLock(address)));
    // One watcher for the list: whichever lock expires first triggers a sweep.
    return watchLockExpiry(
      () =>
        current.current?.find(
          (address) => address.activity && Date.parse(address.activity.expires_at) <= Date.now(),
        ),
      stops,
    );
  }, []);

  return {
    addresses,
    apply,
    loading: resource.loading && !addresses,
    error: addresses ? undefined : resource.error,
    reload: resource.reload,
  };
}
