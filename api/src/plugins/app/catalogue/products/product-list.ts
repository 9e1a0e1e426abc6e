import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { defaultLocale, type Locale, type SiteContext } from '@shop/contracts/messages';
import type { ProductListQuery } from '@shop/contracts/schemas';
import type { Database } from '../../../../db/database';
import { categories, products, productVariations } from '../../../../db/schema';
import { localized } from '../../../../http/i18n';
import { priceBreakdown } from '../../../../domain/vat';
import { photoJpeg, productPhoto } from '../../../../domain/product-photo';
import { iri } from '../../../../http/iri';
import { isAvailable } from './variations';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The 'from' price the list shows: the cheapest available variation, else the cheapest. */
const fromPriceCents = sql<number>`coalesce(
  (select min(v.price_cents) from ${productVariations} v where v.product_id = ${products.id} and v.orderable and (v.stock is null or v.stock > 0)),
  (select min(v.price_cents) from ${productVariations} v where v.product_id = ${products.id}))`;

function orderFor(sort: ProductListQuery['sort'], locale: Locale): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(fromPriceCents), asc(products.id)];
    case 'price-desc':
      return [desc(fromPriceCents), asc(products.id)];
    case 'name':
      return [
        asc(sql`lower(coalesce(${products.names}->>${locale}, ${products.names}->>'nl-nl'))`),
        asc(products.id),
      ];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    default:
      return [asc(categories.position), asc(products.position), asc(products.id)];
  }
}

/** Which products a list (or its filter counts) covers: category, search and filters. */
export function conditionsFor(query: Partial<ProductListQuery>, locale: Locale): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(categories.slug, query.category));
  if (query.search)
    conditions.push(
      sql`coalesce(${products.names}->>${locale}, ${products.names}->>'nl-nl') ilike ${likePattern(query.search)}`,
    );
  if (query.colour) conditions.push(eq(products.colour, query.colour));
  if (query.occasion) conditions.push(sql`${products.occasion} = ${query.occasion}`);
  if (query.min_price !== undefined) conditions.push(gte(fromPriceCents, query.min_price));
  if (query.max_price !== undefined) conditions.push(lte(fromPriceCents, query.max_price));
  return conditions.length ? and(...conditions) : undefined;
}

type ProductRow = typeof products.$inferSelect;

/** List members (`ProductSummary`), in the order of the rows given. */
export async function summaries(
  db: Database,
  rows: { product: ProductRow; category: string }[],
  locale: Locale,
  site: SiteContext,
) {
  const ids = rows.map((row) => row.product.id);
  const variations = ids.length
    ? await db.select().from(productVariations).where(inArray(productVariations.productId, ids))
    : [];
  return rows.map(({ product, category }) => {
    const own = variations.filter((variation) => variation.productId === product.id);
    const orderable = own.filter(isAvailable);
    const cheapest = Math.min(
      ...(orderable.length ? orderable : own).map((variation) => variation.priceCents),
    );
    return {
      '@id': iri(`/catalogue/products/${product.slug}`),
      '@type': 'Product',
      id: product.id,
      slug: product.slug,
      name: localized(product.names, locale),
      category,
      image: photoJpeg(product),
      photo: productPhoto(product),
      colour: product.colour,
      occasion: product.occasion,
      from_price: Number.isFinite(cheapest)
        ? priceBreakdown(cheapest, product.vatClass, site)
        : null,
      orderable: orderable.length > 0,
    };
  });
}

/** GET /catalogue/products: one page of summaries and the number of every match. */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
  locale: Locale,
  site: SiteContext,
) {
  const where = conditionsFor(query, locale);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(where);
  const rows = await db
    .select({ product: products, category: categories.slug })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(where)
    .orderBy(...orderFor(query.sort, locale))
    .limit(query.page_items)
    .offset((query.page - 1) * query.page_items);
  return { members: await summaries(db, rows, locale, site), total: Number(total) };
}

/**
 * Every product the list offers a shopper, unfiltered, in its default order: the sitemap's
 * products (ADR 0031). The same join and conditions as the list, so a product the list leaves
 * out is left out here too.
 */
export async function listedProductSlugs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(conditionsFor({}, defaultLocale))
    .orderBy(...orderFor('relevance', defaultLocale));
  return rows.map((row) => row.slug);
}
