export {
  createApiClient,
  API_TIMEOUT_MS,
  type ApiClient,
  type ApiClientConfig,
  type RequestOptions,
} from './client';
export { ApiError, ApiTimeoutError, type ApiViolation } from './api-error';
export {
  toPage,
  itemId,
  listQuery,
  DEFAULT_PAGE_ITEMS,
  type HydraCollection,
  type Page,
} from './hydra';
export { configureHttp, http, setCartSecret } from './http';
