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
  usePageMeta,
} from '@shop/shared-ui';
import { getProduct } from './api/product-api';
import { useVariationChoice } from './variation-picker/use-variation-choice';
import { VariationPicker } from './variation-picker/variation-picker';

/** A first product page: image, description, a variation choice, price and add-to-cart. */
export function ProductPage() {
  const { t } = useTranslation('product');
  const { slug = '' } = useParams();
  const locale = useLocale();
  const to = useLocalizedPath();
  const product = useApiResource((signal) => getProduct(slug, signal), [slug, locale]);
  const { choice, choose, variation: chosen } = useVariationChoice(product.data);
  usePageMeta(product.data?.meta_title, product.data?.meta_description);

  if (product.error)
    return <ErrorFallback message={product.error.message} onRetry={product.reload} />;
  if (!product.data) return <Skeleton lines={8} />;
  const { name, description, image, properties, variations } = product.data;
  const cheapest = variations
    .filter((variation) => variation.orderable)
    .sort((a, b) => a.price.incl_vat - b.price.incl_vat)[0];
  return (
    <article className="product-page" aria-labelledby="product-title">
      <img src={image} alt={name} width={480} height={480} className="product-page__image" />
      <div className="product-page__details">
        <h1 id="product-title">{name}</h1>
        <p>{description}</p>
        <VariationPicker
          properties={properties}
          variations={variations}
          choice={choice}
          onChoose={choose}
        />
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
