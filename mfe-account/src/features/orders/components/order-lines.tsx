import { useTranslation } from 'react-i18next';
import { Price } from '@shop/shared-ui';
import type { OrderLine } from '../api/orders-api';

/** What was ordered, line by line, with every option the shopper chose. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  const { t } = useTranslation('account');
  return (
    <ul className="account-order-lines">
      {lines.map((line, index) => (
        <li key={index} className="account-order-line">
          <h3>{line.product.name}</h3>
          {Object.keys(line.properties).length > 0 && (
            <p className="account-order-line__properties">
              {Object.values(line.properties).join(', ')}
            </p>
          )}
          <dl className="account-order-line__figures">
            <div>
              <dt>{t('orders.detail.quantity')}</dt>
              <dd>{line.quantity}</dd>
            </div>
            <div>
              <dt>{t('orders.detail.unitPrice')}</dt>
              <dd>
                <Price price={line.price} />
              </dd>
            </div>
            <div>
              <dt>{t('orders.detail.lineTotal')}</dt>
              <dd>
                <Price price={line.price_total} />
              </dd>
            </div>
          </dl>
          {line.card && (
            <div className="account-order-line__card">
              <p>{t('orders.detail.card', { name: line.card.name })}</p>
              <blockquote>{line.card.text}</blockquote>
            </div>
          )}
          {line.personalization && <p>{t('orders.detail.personalization')}</p>}
          {line.design && (
            <dl className="account-order-line__design">
              {line.design.lines
                .filter((item) => item.text)
                .map((item) => (
                  <div key={item.label}>
                    <dt>{item.label}</dt>
                    <dd>“{item.text}”</dd>
                  </div>
                ))}
              {line.design.photo && (
                <div>
                  <dt>{t('orders.detail.photo')}</dt>
                  <dd>{line.design.photo.file_name}</dd>
                </div>
              )}
            </dl>
          )}
          {line.letter && <p>{t('orders.detail.letter', { file: line.letter.file_name })}</p>}
          {line.upsells.length > 0 && (
            <>
              <h4>{t('orders.detail.upsells')}</h4>
              <ul>
                {line.upsells.map((upsell, position) => (
                  <li key={position}>
                    {upsell.quantity} × {upsell.name}
                    {upsell.text && <q> {upsell.text}</q>} <Price price={upsell.total} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
