import { useTranslation } from 'react-i18next';
import { formatMoney, Price, useLocale } from '@shop/shared-ui';
import type { InvoiceAddressInput } from '@shop/contracts/schemas';
import type { Order } from '../api/orders-api';
import { streetLine } from '@shop/contracts/format';

function PostalAddress({ address }: { address: InvoiceAddressInput }) {
  const locale = useLocale();
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country);
  return (
    <address>
      {address.companyName && (
        <>
          {address.companyName}
          <br />
        </>
      )}
      {address.attn && (
        <>
          {address.attn}
          <br />
        </>
      )}
      {address.firstname} {address.lastname}
      <br />
      {streetLine(address)}
      <br />
      {address.postcode} {address.city}
      <br />
      {country ?? address.country}
    </address>
  );
}

export function OrderAddresses({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  return (
    <div className="account-order-addresses">
      <section aria-labelledby="account-order-delivery-address">
        <h2 id="account-order-delivery-address">{t('orders.detail.deliveryAddress')}</h2>
        <PostalAddress address={order.delivery_address} />
      </section>
      <section aria-labelledby="account-order-invoice-address">
        <h2 id="account-order-invoice-address">{t('orders.detail.invoiceAddress')}</h2>
        <PostalAddress address={order.invoice_address} />
      </section>
    </div>
  );
}

/** The parts as the VAT mode shows prices; then both totals and the VAT, as on an invoice. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const totals: [string, number][] = [
    [t('orders.detail.totalExclVat'), order.total.excl_vat],
    [t('orders.detail.vat'), order.vat],
    [t('orders.detail.totalInclVat'), order.total.incl_vat],
  ];
  return (
    <section aria-labelledby="account-order-totals">
      <h2 id="account-order-totals">{t('orders.detail.totals')}</h2>
      <dl className="account-order-totals">
        <div>
          <dt>{t('orders.detail.subtotal')}</dt>
          <dd>
            <Price price={order.subtotal} />
          </dd>
        </div>
        <div>
          <dt>{t('orders.detail.deliveryCost')}</dt>
          <dd>
            <Price price={order.delivery_cost} />
          </dd>
        </div>
        {totals.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatMoney(cents)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
