import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';
import { useAuth } from '@shop/shared-auth';
import { http } from '@shop/shared-http';
import {
  intlLocale,
  Price,
  Skeleton,
  useApiResource,
  useLocale,
  useDocumentTitle,
} from '@shop/shared-ui';
import type { Address, Customer, Order } from '@shop/contracts/api';
import { accountSections } from '../../components/account-sections';
import { withoutFinalStop } from './company-sentence';
import { streetLine } from '@shop/contracts/format';

type Collection<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };

function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <div className="account-overview__address">
      <h3>{title}</h3>
      <address>
        {address.companyName && (
          <>
            {address.companyName}
            <br />
          </>
        )}
        {address.firstname} {address.lastname}
        <br />
        {streetLine(address)}
        <br />
        {address.postcode} {address.city}
      </address>
    </div>
  );
}

/** The overview: who you are, your company, recent orders, default addresses and shortcuts. */
export function OverviewPage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useAuth();
  const locale = useLocale();
  const orders = useApiResource(
    (signal) => http().request<Collection<Order>>('/order/orders?page_items=3', { signal }),
    [],
  );
  const addresses = useApiResource(
    (signal) => http().request<Collection<Address>>('/relation/addresses', { signal }),
    [],
  );
  // Their own record names their company (GET /relation/customers/{uuid}: the caller only).
  const self = useApiResource(
    (signal) =>
      user
        ? http().request<Pick<Customer, 'companyName'>>(
            `/relation/customers/${encodeURIComponent(user.uuid)}`,
            { signal },
          )
        : Promise.resolve({ companyName: null }),
    [user?.uuid],
  );
  const granted = user?.permissions ?? [];
  useDocumentTitle(t('overview.title'));
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(iso));
  const delivery = addresses.data?.['hydra:member'].find((a) => a.isDefaultDeliveryAddress);
  const invoice = addresses.data?.['hydra:member'].find((a) => a.isDefaultInvoiceAddress);
  const shortcuts = accountSections.filter(
    (section) =>
      section.path !== 'overzicht' &&
      section.permissions.every((permission: string) => granted.includes(permission)),
  );

  return (
    <section aria-labelledby="overview-title" className="account-overview">
      <h1 id="overview-title">{t('overview.title')}</h1>
      <p>{t('overview.welcome', { name: user?.fullname ?? '' })}</p>
      {user?.email && <p className="shop-ui-field__hint">{user.email}</p>}
      {self.data?.companyName && (
        <p>{t('overview.company', { company: withoutFinalStop(self.data.companyName) })}</p>
      )}

      <h2>{t('overview.recentOrders')}</h2>
      {orders.error ? (
        <p>{t('common:errors.generic')}</p>
      ) : !orders.data ? (
        <Skeleton lines={3} />
      ) : orders.data['hydra:member'].length === 0 ? (
        <p>{t('overview.noOrders')}</p>
      ) : (
        <ul className="account-overview__orders">
          {orders.data['hydra:member'].map((order) => (
            <li key={order.uuid}>
              <Link to={`../bestellingen/${order.uuid}`} relative="path">
                {order.number}
              </Link>{' '}
              · {date(order.ordered_at)} · {t(`common:orderStatus.${order.status}`)} ·{' '}
              <Price price={order.total} />
            </li>
          ))}
        </ul>
      )}

      {(delivery || invoice) && (
        <>
          <h2>{t('overview.addresses')}</h2>
          <div className="account-overview__addresses">
            {delivery && <AddressBlock title={t('overview.defaultDelivery')} address={delivery} />}
            {invoice && <AddressBlock title={t('overview.defaultInvoice')} address={invoice} />}
          </div>
        </>
      )}

      <h2 id="overview-shortcuts">{t('overview.shortcuts')}</h2>
      <ul className="account-overview__shortcuts" aria-labelledby="overview-shortcuts">
        {shortcuts.map((section) => (
          <li key={section.path}>
            <Link to={`../${section.path}`} relative="path">
              {t(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
