import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/messages';
import '../styles.css';
import { ProductPage } from '../features/product-page/product-page';

export default function ExposedProductPage() {
  return (
    <TeamBoundary team="product" release={process.env.SHOP_RELEASE ?? ''}>
      <ProductPage />
    </TeamBoundary>
  );
}
