import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@shop/shared-ui/router';
import { ApiError } from '@shop/shared-http';
import {
  ErrorFallback,
  JsonLd,
  PageMeta,
  Price,
  Skeleton,
  pageUrl,
  useApiResource,
  useLocale,
  useLocalizedPath,
  usePageData,
  useSiteOrigin,
} from '@shop/shared-ui';
import { missingProductKey, productKey, wishCardsKey } from '../../api/page-data-keys';
import type { ProductDetail } from './api/product-api';
import { loadProduct } from './api/product-prefetch';
import { listWishCards, type WishCard } from './api/options-api';
import { useVariationChoice } from './hooks/use-variation-choice';
import { NotFound } from '../../components/not-found';
import { productJsonLd } from './utils/product-json-ld';
import { CombinationProducts } from './components/combination-products';
import { ProductBreadcrumbs } from './components/product-breadcrumbs';
import { ProductDescription } from './components/product-description';
import { ProductGallery } from './components/product-gallery';
import { ProductPurchase } from './components/product-purchase';
import './product-page.css';
import '../../i18n/product-page';

const noCards: WishCard[] = [];

/** The product page (spec §2): loads the product and lays out its parts. */
export function ProductPage() {
  const { slug = '' } = useParams();
  const locale = useLocale();
  // The server's answer for this product (ADR 0033): its data, or that it does not exist.
  const missing = usePageData<boolean>(missingProductKey(locale, slug));
  const product = useApiResource(
    (signal) => loadProduct(slug, locale, signal),
    [slug, locale],
    usePageData<ProductDetail>(productKey(locale, slug)),
  );
  if (missing) return <NotFound kind="product" />;

  // A product that does not exist is no failure to retry; a network failure is.
  if (product.error instanceof ApiError && product.error.status === 404)
    return <NotFound kind="product" />;
  // The API's own (localized) description when it answered; else the generic message, never
  // the browser's English 'Failed to fetch'.
  if (product.error)
    return (
      <ErrorFallback
        message={
          product.error instanceof ApiError && product.error.status > 0
            ? product.error.message
            : undefined
        }
        onRetry={product.reload}
      />
    );
  if (!product.data) return <Skeleton lines={8} />;
  // A new product starts with a fresh choice; a new locale keeps it.
  return <ProductView key={product.data.slug} product={product.data} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('product');
  const to = useLocalizedPath();
  const locale = useLocale();
  const origin = useSiteOrigin();
  const { choice, choose, variation } = useVariationChoice(product);
  const { slug, wish_cards: takesCards } = product;
  const cards = useApiResource(
    (signal) => (takesCards ? listWishCards(slug, signal) : Promise.resolve(noCards)),
    [slug, takesCards, locale],
    usePageData<WishCard[]>(wishCardsKey(locale, slug)),
  );
  const path = `/p/${slug}`;
  const cheapest = product.variations
    .filter((candidate) => candidate.orderable)
    .sort((a, b) => a.price.incl_vat - b.price.incl_vat)[0];
  const images = product.images?.length
    ? product.images
    : [{ url: product.image, alt: product.name, photo: product.photo }];
  // Sharing sites show raster images only: the main view's largest JPEG (ADR 0055).
  const shared = product.photo
    ? {
        url: product.image,
        width: product.photo.width,
        height: product.photo.height,
        type: 'image/jpeg',
        alt: images[0]!.alt,
      }
    : product.image;

  return (
    <article className="product-page" aria-labelledby="product-title">
      <PageMeta
        title={product.meta_title}
        description={product.meta_description}
        path={path}
        type="product"
        image={shared}
      />
      <JsonLd data={productJsonLd(product, pageUrl(origin, locale, path), origin)} />
      <ProductBreadcrumbs product={product} />
      <header className="product-page__header">
        <h1 id="product-title">{product.name}</h1>
        <p className="product-page__price">
          {variation ? (
            <Price price={variation.price} />
          ) : (
            cheapest && <Price price={cheapest.price} from />
          )}
        </p>
      </header>
      <div className="product-page__gallery">
        <ProductGallery images={images} />
      </div>
      <div className="product-page__description">
        <ProductDescription text={product.description} />
      </div>
      <div className="product-page__purchase">
        <ProductPurchase
          product={product}
          variation={variation}
          choice={choice}
          onChoose={choose}
          cards={cards.data ?? noCards}
        />
      </div>
      <div className="product-page__more">
        <CombinationProducts slug={slug} />
        <Link to={to('/')}>{t('product.backToCatalogue')}</Link>
      </div>
    </article>
  );
}
