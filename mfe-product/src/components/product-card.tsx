import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';
import { Price, useLocalizedPath } from '@shop/shared-ui';
import type { ProductSummary } from '../api/catalogue-api';

/**
 * A product in a grid: the catalogue's lists and the product page's combination block.
 * `priority` marks a card in the first row: its image is the page's largest paint, so it loads
 * at once and first instead of waiting until it is laid out (lazy).
 */
export function ProductCard({
  product,
  priority = false,
}: {
  product: ProductSummary;
  priority?: boolean;
}) {
  const { t } = useTranslation('product');
  const to = useLocalizedPath();
  return (
    <li className="product-card">
      <Link to={to(`/p/${product.slug}`)} className="product-card__link">
        <img
          src={product.image}
          alt=""
          width={240}
          height={240}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className="product-card__image"
        />
        <span className="product-card__name">{product.name}</span>
      </Link>
      {product.from_price && <Price price={product.from_price} from />}
      {!product.orderable && (
        <span className="product-card__sold-out">{t('catalogue.notOrderable')}</span>
      )}
    </li>
  );
}
