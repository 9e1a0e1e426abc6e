import { useTranslation } from 'react-i18next';
import { useId, useState, type FormEvent } from 'react';

export function SearchBox({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className="product-search" onSubmit={submit}>
      <label htmlFor={id}>{t('catalogue.searchLabel')}</label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={100}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="shop-ui-button">
        {t('catalogue.searchButton')}
      </button>
    </form>
  );
}
