import { useTranslation } from 'react-i18next';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  catalogueSorts,
  type CatalogueQuery,
  type FilterOption,
  type ProductFilters,
} from '../../../api/catalogue-api';
import './catalogue-filters.css';

const euros = (cents: number | undefined) => (cents === undefined ? '' : String(cents / 100));

function OptionSelect({
  name,
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: FilterOption[];
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="product-filters__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label} ({option.count})
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Filters (colour, occasion, price in euros) and sorting for the catalogue. Choices come from
 * the API, counted for the current category and search; selects apply at once, the price range
 * on submit. Collapsible on small screens.
 */
export function CatalogueFilters({
  query,
  filters,
  filtered,
  onChange,
}: {
  query: CatalogueQuery;
  filters: ProductFilters | undefined;
  filtered: boolean;
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  const [minPrice, setMinPrice] = useState(euros(query.minPrice));
  const [maxPrice, setMaxPrice] = useState(euros(query.maxPrice));
  const [rangeError, setRangeError] = useState(false);
  // The address bar decides (back/forward, clearing); typing only changes the fields until applied.
  useEffect(() => {
    setMinPrice(euros(query.minPrice));
    setMaxPrice(euros(query.maxPrice));
  }, [query.minPrice, query.maxPrice]);
  // Open when filters are in use; after that the shopper opens and closes it.
  const [open, setOpen] = useState(filtered);
  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const min = minPrice.trim();
    const max = maxPrice.trim();
    const valid = (text: string) => text === '' || /^\d{1,5}$/.test(text);
    if (!valid(min) || !valid(max) || (min && max && Number(min) > Number(max))) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    onChange({ min_price: min || undefined, max_price: max || undefined });
  };

  return (
    <details
      className="product-filters"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('filters.title')}</summary>
      <div className="product-filters__body">
        <OptionSelect
          name="colour"
          label={t('filters.colour')}
          anyLabel={t('filters.anyColour')}
          value={query.colour}
          options={filters?.colours ?? []}
          onChange={(colour) => onChange({ colour })}
        />
        <OptionSelect
          name="occasion"
          label={t('filters.occasion')}
          anyLabel={t('filters.anyOccasion')}
          value={query.occasion}
          options={filters?.occasions ?? []}
          onChange={(occasion) => onChange({ occasion })}
        />
        <form className="product-filters__price" onSubmit={applyPrices} noValidate>
          <fieldset aria-describedby={rangeError ? `${id}-price-error` : undefined}>
            <legend>{t('filters.price')}</legend>
            <label htmlFor={`${id}-min`}>{t('filters.minPrice')}</label>
            <input
              id={`${id}-min`}
              inputMode="numeric"
              value={minPrice}
              aria-invalid={rangeError || undefined}
              onChange={(event) => setMinPrice(event.target.value)}
            />
            <label htmlFor={`${id}-max`}>{t('filters.maxPrice')}</label>
            <input
              id={`${id}-max`}
              inputMode="numeric"
              value={maxPrice}
              aria-invalid={rangeError || undefined}
              onChange={(event) => setMaxPrice(event.target.value)}
            />
            <button type="submit" className="shop-ui-button">
              {t('filters.apply')}
            </button>
          </fieldset>
          {rangeError && (
            <p id={`${id}-price-error`} role="alert" className="product-filters__error">
              {t('filters.priceError')}
            </p>
          )}
        </form>
        <div className="product-filters__field">
          <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
          <select
            id={`${id}-sort`}
            value={query.sort ?? 'relevance'}
            onChange={(event) =>
              onChange({
                sort: event.target.value === 'relevance' ? undefined : event.target.value,
              })
            }
          >
            {catalogueSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`filters.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <button
            type="button"
            className="shop-ui-button product-filters__clear"
            onClick={() =>
              onChange({
                colour: undefined,
                occasion: undefined,
                min_price: undefined,
                max_price: undefined,
              })
            }
          >
            {t('filters.clear')}
          </button>
        )}
      </div>
    </details>
  );
}
