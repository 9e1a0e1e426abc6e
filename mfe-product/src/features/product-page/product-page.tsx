import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ErrorFallback,
  PlaceholderNotice,
  Price,
  RemoteWidget,
  Skeleton,
  useApiResource,
  useLocale,
  useLocalizedPath,
} from '@shop/shared-ui';
import { getProduct, type ProductVariation } from './api/product-api';

const describe = (variation: ProductVariation) => Object.values(variation.properties).join(' · ');

/** A first product page: image, description, a variation choice, price and add-to-cart. */
export function ProductPage() {
  const { t } = useTranslation('product');
  const { slug = '' } = useParams();
  const locale = useLocale();
  const to = useLocalizedPath();
  const selectId = useId();
  const product = useApiResource((signal) => getProduct(slug, signal), [slug, locale]);
  const [variationId, setVariationId] = useState<number | null>(null);
  useEffect(() => {
    if (product.data) document.title = product.data.name;
  }, [product.data]);

  if (product.error)
    return <ErrorFallback message={product.error.message} onRetry={product.reload} />;
  if (!product.data) return <Skeleton lines={8} />;
  const { name, description, image, variations } = product.data;
  const chosen = variations.find(
    (variation) => variation.id === variationId && variation.orderable,
  );
  const cheapest = variations
    .filter((variation) => variation.orderable)
    .sort((a, b) => a.price.incl_vat - b.price.incl_vat)[0];
  return (
    <article className="product-page" aria-labelledby="product-title">
      <img src={image} alt={name} width={480} height={480} className="product-page__image" />
      <div className="product-page__details">
        <h1 id="product-title">{name}</h1>
        <p>{description}</p>
        <label htmlFor={selectId}>{t('product.variation')}</label>
        <select
          id={selectId}
          value={variationId ?? ''}
          onChange={(event) =>
            setVariationId(event.target.value ? Number(event.target.value) : null)
          }
        >
          <option value="">{t('product.chooseVariation')}</option>
          {variations.map((variation) => (
            <option key={variation.id} value={variation.id} disabled={!variation.orderable}>
              {describe(variation)}
              {variation.orderable ? '' : ` (${t('product.outOfStock')})`}
            </option>
          ))}
        </select>
        <p className="product-page__price">
          {chosen ? (
            <Price price={chosen.price} />
          ) : (
            cheapest && <Price price={cheapest.price} from />
          )}
        </p>
        <RemoteWidget
          module="checkout/AddToCart"
          props={{ variationId: chosen?.id ?? null, productName: name }}
          fallback={<p>{t('product.addToCartUnavailable')}</p>}
        />
        <PlaceholderNotice>{t('product.placeholder')}</PlaceholderNotice>
        <Link to={to('/')}>{t('product.backToCatalogue')}</Link>
      </div>
    </article>
  );
}
