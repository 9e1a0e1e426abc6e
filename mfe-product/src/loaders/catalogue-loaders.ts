import { ApiError } from '@shop/shared-http';
import type { PageLoader } from '@shop/shared-ui';
import { getProductFilters, listCategories, listProducts } from '../api/catalogue-api';
import {
  categoriesKey,
  filtersKey,
  missingProductKey,
  productKey,
  productsKey,
  wishCardsKey,
} from '../api/page-data-keys';
import { catalogueQueryOf, listQueryOf } from '../features/catalogue/hooks/use-catalogue-query';
import { listWishCards } from '../features/product-page/api/options-api';
import { getProduct } from '../features/product-page/api/product-api';

// What the product team's pages need from the API when the server renders them (ADR 0033),
// fetched with the very calls the components make; a failed call throws (the server then
// leaves the page to the browser), except an unknown product or category: a 404 page.

/** Home, category and search pages: the categories, the listed products and their filters. */
export const catalogueLoader: PageLoader = async ({ locale, params, search, api }) => {
  const { category } = params;
  const query = catalogueQueryOf(search);
  const listed = listQueryOf(query, category);
  const [categories, products, filters] = await Promise.all([
    listCategories(undefined, api),
    listProducts(listed, undefined, api),
    getProductFilters({ category, search: listed.search }, undefined, api),
  ]);
  // A failed list answers null: no page to render without it.
  if (!categories || !products) throw new Error('The catalogue could not be loaded');
  const unknown = category !== undefined && !categories.items.some((c) => c.slug === category);
  return {
    status: unknown ? 404 : 200,
    data: {
      [categoriesKey(locale)]: categories,
      [productsKey(locale, listed)]: products,
      [filtersKey(locale, category, listed.search)]: filters,
    },
  };
};

/** The category links of the header. */
export const categoryNavLoader: PageLoader = async ({ locale, api }) => {
  const categories = await listCategories(undefined, api);
  if (!categories) throw new Error('The categories could not be loaded');
  return { data: { [categoriesKey(locale)]: categories } };
};

/** A product page: the product and the wish cards it takes, or that it does not exist. */
export const productLoader: PageLoader = async ({ locale, params, api }) => {
  const slug = params.slug ?? '';
  try {
    const product = await getProduct(slug, undefined, api);
    // The card option is part of the page's first paint: rendered by the browser only, it would
    // push the options below it down.
    const cards = product.wish_cards ? await listWishCards(slug, undefined, api) : [];
    return {
      data: { [productKey(locale, slug)]: product, [wishCardsKey(locale, slug)]: cards },
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { status: 404, data: { [missingProductKey(locale, slug)]: true } };
    throw error;
  }
};
