import { http, lock, unlock } from '@shop/shared-http';
import type { Address } from '@shop/contracts/api';
import type { AddressBookEntryInput, AddressUpdateInput } from '@shop/contracts/schemas';

export const ADDRESSES_ENDPOINT = '/relation/addresses';
export { getHubToken, HUB_URL } from '../../../api/hub';

export type { Address };

/** A live update: the address as it is now, or only its `@id` when it was deleted. */
export type AddressUpdate = Address | { '@id': string };

/** The book an address belongs to, whose hub topic announces its changes (API: hub-topics). */
export const bookTopicOf = (address: Pick<Address, 'customer' | 'company'>) =>
  `${address.customer ?? address.company}/addresses`;

export const listAddresses = async (signal?: AbortSignal) =>
  (await http().request<{ 'hydra:member': Address[] }>(ADDRESSES_ENDPOINT, { signal }))[
    'hydra:member'
  ];

export const createAddress = (input: AddressBookEntryInput) =>
  http().create<Address>(ADDRESSES_ENDPOINT, input);

export const updateAddress = (uuid: string, input: AddressUpdateInput) =>
  http().update<Address>(ADDRESSES_ENDPOINT, uuid, input);

export const deleteAddress = (uuid: string) => http().remove(ADDRESSES_ENDPOINT, uuid);

export const lockAddress = (address: Address) => lock<Address>(ADDRESSES_ENDPOINT, address);
export const unlockAddress = (address: Address) => unlock<Address>(ADDRESSES_ENDPOINT, address);
