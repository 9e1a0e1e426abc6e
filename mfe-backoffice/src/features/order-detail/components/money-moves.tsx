import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { formatMoney, useLocale } from '@shop/shared-ui';
import type { BackOfficeOrder } from '@shop/contracts/api';
import { formatMoment } from '../../../components/format';

/**
 * What went back to the customer (ADR 0048): refunds of money taken, and releases of an
 * authorization nothing was taken from (Riverty canceled before it shipped, ADR 0052).
 */
export function Refunds({ refunds }: { refunds: BackOfficeOrder['refunds'] }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const id = useId();
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('detail.refunds')}</h2>
      <ul>
        {refunds.map((refund, index) => (
          <li key={index}>
            {t('detail.refund', {
              amount: formatMoney(refund.amount),
              at: formatMoment(locale, refund.at),
            })}
            :{' '}
            {refund.kind === 'release'
              ? t(`detail.releaseStatus.${refund.status}`)
              : t(`detail.refundStatus.${refund.status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The money of an authorized payment taken when the order shipped (Riverty, ADR 0052). */
export function Captures({ captures }: { captures: BackOfficeOrder['captures'] }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const id = useId();
  if (captures.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('detail.captures')}</h2>
      <ul>
        {captures.map((capture, index) => (
          <li key={index} data-status={capture.status}>
            {t('detail.capture', {
              amount: formatMoney(capture.amount),
              at: formatMoment(locale, capture.at),
            })}
            : {t(`detail.captureStatus.${capture.status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What staff must hear after a move that captured the payment (shipping): the provider refused
 * to take the money, or has not answered yet. Null when nothing new needs their attention.
 */
export function captureNotice(
  before: BackOfficeOrder,
  after: BackOfficeOrder,
  t: (key: string, options: { number: string }) => string,
): string | null {
  const made = after.captures.slice(before.captures.length);
  if (made.some((capture) => capture.status === 'failed'))
    return t('detail.captureRefused', { number: after.number });
  if (made.some((capture) => capture.status === 'pending'))
    return t('detail.captureUnanswered', { number: after.number });
  return null;
}
