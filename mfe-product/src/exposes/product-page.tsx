import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/messages';
import '../styles.css';
import { ProductPage } from '../features/product-page/product-page';
import { prefetchProductFromAddress } from '../features/product-page/api/product-prefetch';

/** What the page needs from the API when the server renders it (ADR 0033). */
export { productLoader as loader } from '../loaders/catalogue-loaders';

// The product the address names starts loading with this module, not after the first render.
prefetchProductFromAddress();

export default function ExposedProductPage() {
  return (
    <TeamBoundary team="product" release={process.env.SHOP_RELEASE ?? ''}>
      <ProductPage />
    </TeamBoundary>
  );
}
