import './styles.css';

export { Price } from './price';
export { Skeleton } from './skeleton';
export { ErrorFallback } from './error-fallback';
export { TeamBoundary } from './team-boundary';
export { RemoteWidget, provideWidgetRenderer, type WidgetRenderer } from './remote-widget';
export { useApiResource, type ApiResource } from './use-api-resource';
export { TOAST_MS, useToast } from './use-toast';
export { PageMeta, type PageMetaProps } from './page-meta';
export { useDocumentTitle } from './use-document-title';
export { JsonLd, serializeJsonLd } from './json-ld';
export { SiteOriginProvider, absoluteUrl, pageUrl, useSiteOrigin } from './site-origin';
export { NoIndex } from './no-index';
export { useModalDialog } from './use-modal-dialog';
export {
  PAGE_DATA_ELEMENT_ID,
  PageDataProvider,
  readPageData,
  serializePageData,
  useHydrated,
  usePageData,
  type PageData,
  type PageLoader,
  type PageLoaderContext,
  type PageLoaderResult,
} from './page-data';
