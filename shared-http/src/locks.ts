import type { ItemActivity } from '@shop/contracts/api';
import type { ApiClient } from './client';
import { itemId } from './hydra';
import { http } from './http';

// An item's activity (spec): who locked it, when, and until when; part of the API's answers.
export type { ItemActivity };

export interface LockableItem {
  uuid?: string;
  id?: string | number;
  '@id'?: string;
  activity?: ItemActivity | null;
}

function actionPath(endpoint: string, item: LockableItem, action: 'lock' | 'unlock') {
  const id = itemId(item);
  if (id === undefined || id === '') throw new Error(`Missing identifier for ${action}`);
  return `${endpoint}/${encodeURIComponent(id)}/${action}`;
}

/**
 * Takes (or renews) the lock on an item: `POST {endpoint}/{id}/lock`, answering the item with
 * its new activity. An item without uuid, id or @id throws before anything is sent. Someone
 * else's lock answers 409 (an ApiError naming the holder).
 */
export function lock<T extends LockableItem>(
  endpoint: string,
  item: LockableItem,
  client?: Pick<ApiClient, 'request'>,
): Promise<T> {
  const path = actionPath(endpoint, item, 'lock');
  return (client ?? http()).request<T>(path, { method: 'POST' });
}

/** Releases the lock on an item: `POST {endpoint}/{id}/unlock`; throws without an identifier. */
export function unlock<T extends LockableItem>(
  endpoint: string,
  item: LockableItem,
  client?: Pick<ApiClient, 'request'>,
): Promise<T> {
  const path = actionPath(endpoint, item, 'unlock');
  return (client ?? http()).request<T>(path, { method: 'POST' });
}
