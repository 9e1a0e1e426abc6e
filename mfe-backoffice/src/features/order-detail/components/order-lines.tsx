import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { formatMoney } from '@shop/shared-ui';
import type { BackOfficeOrder } from '@shop/contracts/api';

/** What was ordered: each line's product, its choices, how many and its total. */
export function OrderLines({ lines }: { lines: BackOfficeOrder['lines'] }) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-lines`}>
      <h2 id={`${id}-lines`}>{t('detail.lines')}</h2>
      <div className="backoffice-table-wrap">
        <table className="backoffice-table">
          <thead>
            <tr>
              <th scope="col">{t('detail.product')}</th>
              <th scope="col" className="backoffice-number">
                {t('detail.quantity')}
              </th>
              <th scope="col" className="backoffice-number">
                {t('detail.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={index}>
                <th scope="row">
                  {line.product.name}
                  {Object.values(line.properties).length > 0 && (
                    <span className="backoffice-muted">
                      {' '}
                      · {Object.values(line.properties).join(', ')}
                    </span>
                  )}
                </th>
                <td data-label={t('detail.quantity')} className="backoffice-number">
                  {line.quantity}
                </td>
                <td data-label={t('detail.lineTotal')} className="backoffice-number">
                  {formatMoney(line.price_total.incl_vat)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
