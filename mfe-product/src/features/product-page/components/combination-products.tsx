import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { useApiResource, useLocale } from '@shop/shared-ui';
import { ProductCard } from '../../../components/product-card';
import { listCombinations } from '../api/options-api';

/** Products that go well with this one; nothing shows when there are none or the call failed. */
export function CombinationProducts({ slug }: { slug: string }) {
  const { t } = useTranslation('product');
  const id = useId();
  const locale = useLocale();
  const combinations = useApiResource(() => listCombinations(slug), [slug, locale]);
  if (!combinations.data?.length) return null;
  return (
    <section className="product-combinations" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('combinations.title')}</h2>
      <ul className="product-grid">
        {combinations.data.map((product) => (
          <ProductCard key={product.id} product={product} slot="combinationTile" />
        ))}
      </ul>
    </section>
  );
}
