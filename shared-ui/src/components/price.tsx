import { useTranslation } from 'react-i18next';
import { formatMoney } from '@shop/contracts/format';
import { pickPrice, type PriceAmounts } from '../vat/vat-mode';
import { useVatMode } from '../vat/vat-mode-atom';

/** Shows a price incl. or excl. VAT following the host's VAT mode. */
export function Price({ price, from = false }: { price: PriceAmounts; from?: boolean }) {
  const { t } = useTranslation('common');
  const mode = useVatMode();
  return (
    <span className="shop-ui-price" data-vat-mode={mode}>
      {from && <span className="shop-ui-price__from">{t('price.from')} </span>}
      <span className="shop-ui-price__amount">{formatMoney(pickPrice(price, mode))}</span>{' '}
      <span className="shop-ui-price__vat">
        {mode === 'exclusive' ? t('price.exclVat') : t('price.inclVat')}
      </span>
    </span>
  );
}
