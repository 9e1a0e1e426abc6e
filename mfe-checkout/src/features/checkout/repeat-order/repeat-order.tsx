import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Skeleton } from '@shop/shared-ui';
import { apiErrorMessage } from '@shop/shared-ui/forms';
import '../../../i18n/repeat-order-messages';
import type { LeftOutLine } from './repeat-order-api';
import { useRepeatOrder } from './use-repeat-order';

function LeftOut({ title, lines }: { title: string; lines: LeftOutLine[] }) {
  if (!lines.length) return null;
  return (
    <>
      <p>{title}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.position}>
            <strong>
              {line.quantity} × {line.product.name}
            </strong>
            {Object.keys(line.properties).length > 0 &&
              ` (${Object.values(line.properties).join(', ')})`}
            : {line.reason}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Step 1 after 'repeat order' in the account: the checkout fills the cart first (its widgets
 * wait), then says what it copied and what it could not.
 */
export function RepeatOrder({ stepOne, children }: { stepOne: string; children: ReactNode }) {
  const { t } = useTranslation(['checkout', 'common']);
  const repeat = useRepeatOrder(stepOne);
  if (repeat.stage === 'copying') return <Skeleton lines={6} label={t('repeatOrder.copying')} />;
  return (
    <>
      {repeat.stage === 'copied' && (
        <div className="checkout-repeat-order" role="status">
          <p>{t('repeatOrder.copied')}</p>
          <LeftOut title={t('repeatOrder.notCopied')} lines={repeat.notCopied} />
          <LeftOut title={t('repeatOrder.withoutLetter')} lines={repeat.withoutLetter} />
        </div>
      )}
      {repeat.stage === 'failed' && (
        <p className="checkout-repeat-order" role="alert">
          {t('repeatOrder.failed')} {apiErrorMessage(repeat.error, t)}
        </p>
      )}
      {children}
    </>
  );
}
