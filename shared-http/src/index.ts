export {
  createApiClient,
  API_TIMEOUT_MS,
  MAX_UNAUTHORIZED_RETRIES,
  type ApiClient,
  type ApiClientConfig,
  type RequestOptions,
  type UploadOptions,
} from './client';
export type { UploadProgress } from './xhr-transport';
export { ApiError, ApiTimeoutError, type ApiViolation } from './api-error';
export {
  toPage,
  itemId,
  apiIri,
  API_IRI_PATH,
  listQuery,
  DEFAULT_PAGE_ITEMS,
  type HydraCollection,
  type Page,
} from './hydra';
export { configureHttp, http, whenHttpConfigured, setCartSecret, currentCartSecret } from './http';
export { fetchInChunks, BATCH_CHUNK_SIZE } from './batch';
export { createListCache, LIST_CACHE_TTL_MS } from './list-cache';
export { lock, unlock, type ItemActivity, type LockableItem } from './locks';
export {
  LOCK_EXPIRY_CHECK_MS,
  isLockExpired,
  watchLockExpiry,
  withoutExpiredLock,
} from './lock-expiry';
export {
  subscribe,
  HUB_RETRY_MIN_MS,
  HUB_RETRY_MAX_MS,
  type EventSourceFactory,
  type EventSourceLike,
  type HubMessage,
  type SubscribeOptions,
} from './subscribe';
