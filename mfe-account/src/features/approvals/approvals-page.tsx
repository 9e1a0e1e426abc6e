import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { http } from '@shop/shared-http';
import {
  ErrorFallback,
  intlLocale,
  Price,
  Skeleton,
  useApiResource,
  useLocale,
  useToast,
  useDocumentTitle,
} from '@shop/shared-ui';
import { apiErrorMessage, FormAlert } from '@shop/shared-ui/forms';
import { useHasPermissions } from '@shop/shared-auth';
import type { Order } from '@shop/contracts/api';
import { ApprovalRulesForm } from './approval-rules-form';

const approvalsApi = {
  list: async (signal?: AbortSignal) =>
    (await http().request<{ 'hydra:member': Order[] }>('/order/approvals', { signal }))[
      'hydra:member'
    ],
  approve: (uuid: string) =>
    http().request(`/order/orders/${encodeURIComponent(uuid)}/approve`, {
      method: 'POST',
      body: {},
    }),
  reject: (uuid: string, reason: string) =>
    http().request(`/order/orders/${encodeURIComponent(uuid)}/reject`, {
      method: 'POST',
      body: { reason },
    }),
};

function OrderItem({
  order,
  onDecided,
  onError,
}: {
  order: Order;
  onDecided: (message: string) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const locale = useLocale();
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
    );
  const run = async (decision: Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await decision;
      onDecided(message);
    } catch (error) {
      onError(error);
      setBusy(false);
    }
  };
  return (
    <li className="account-approval" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('approvals.order', { number: order.number })}</h2>
      <p>
        {t('approvals.orderedBy', { name: order.ordered_by, date: date(order.ordered_at) })}
        <br />
        {t('approvals.delivery', { date: date(order.delivery_date) })}
        <br />
        {order.lines.map((line) => `${line.quantity} × ${line.product.name}`).join(', ')}
      </p>
      <p className="account-approval__total">
        {t('approvals.total')} <Price price={order.total} />
      </p>
      {rejecting ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return setReasonError(t('approvals.reasonRequired'));
            void run(
              approvalsApi.reject(order.uuid, reason),
              t('approvals.rejected', { number: order.number }),
            );
          }}
          noValidate
        >
          <div className="shop-ui-field">
            <label htmlFor={`${id}-reason`}>{t('approvals.reason')}</label>
            <textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              rows={3}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
            />
            {reasonError && (
              <span id={`${id}-reason-error`} className="shop-ui-field__error">
                {reasonError}
              </span>
            )}
          </div>
          <button type="submit" className="shop-ui-button" disabled={busy}>
            {t('approvals.confirmReject')}
          </button>{' '}
          <button type="button" className="account-link-button" onClick={() => setRejecting(false)}>
            {t('users.cancel')}
          </button>
        </form>
      ) : (
        <div className="account-approval__actions">
          <button
            type="button"
            className="shop-ui-button"
            disabled={busy}
            onClick={() =>
              void run(
                approvalsApi.approve(order.uuid),
                t('approvals.approved', { number: order.number }),
              )
            }
          >
            {t('approvals.approve', { number: order.number })}
          </button>
          <button type="button" className="account-link-button" onClick={() => setRejecting(true)}>
            {t('approvals.reject', { number: order.number })}
          </button>
        </div>
      )}
    </li>
  );
}

/** Orders that wait for approval within the company (orders.approve): approve or reject. */
export function ApprovalsPage() {
  const { t } = useTranslation(['account', 'common']);
  const waiting = useApiResource((signal) => approvalsApi.list(signal), []);
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  useDocumentTitle(t('nav.approvals'));
  const { reload } = waiting;
  const mayChangeRules = useHasPermissions(['company.update']);

  return (
    <section aria-labelledby="approvals-title">
      <h1 id="approvals-title">{t('nav.approvals')}</h1>
      <p className="account-status" role="status">
        {toast.message}
      </p>
      <FormAlert message={problem} />
      {waiting.error ? (
        <ErrorFallback message={apiErrorMessage(waiting.error, t)} onRetry={reload} />
      ) : !waiting.data ? (
        <Skeleton lines={4} />
      ) : waiting.data.length === 0 ? (
        <p>{t('approvals.none')}</p>
      ) : (
        <ul className="account-approvals">
          {waiting.data.map((order) => (
            <OrderItem
              key={order.uuid}
              order={order}
              onError={(error) => setProblem(apiErrorMessage(error, t))}
              onDecided={(text) => {
                setProblem(null);
                toast.show(text);
                reload();
              }}
            />
          ))}
        </ul>
      )}
      {mayChangeRules && <ApprovalRulesForm />}
    </section>
  );
}
