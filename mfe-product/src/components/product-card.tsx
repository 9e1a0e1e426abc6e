import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';
import { Price, useLocalizedPath } from '@shop/shared-ui';
import type { ProductSummary } from '../api/catalogue-api';
import { ProductPicture } from './product-picture';

/**
 * A product in a grid: the catalogue's lists and the product page's combination block, each
 * with its own photo slot (its grid's widths). `priority` marks a card in the first row: its
 * image is the page's largest paint, so it loads at once and first instead of waiting until
 * it is laid out (lazy).
 */
export function ProductCard({
  product,
  priority = false,
  slot = 'catalogueTile',
}: {
  product: ProductSummary;
  priority?: boolean;
  slot?: 'catalogueTile' | 'combinationTile';
}) {
  const { t } = useTranslation('product');
  const to = useLocalizedPath();
  return (
    <li className="product-card">
      <Link to={to(`/p/${product.slug}`)} className="product-card__link">
        <ProductPicture
          photo={product.photo}
          image={product.image}
          alt=""
          slot={slot}
          priority={priority}
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
