import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { useLocale } from '@shop/shared-ui';
import type { BackOfficeHistoryEntry, BackOfficeOrder } from '@shop/contracts/api';
import { formatMoment } from '../../../components/format';

/** The order's steps, each with when, from what to what, who made it and their note. */
export function OrderHistory({ history }: { history: BackOfficeOrder['history'] }) {
  const { t } = useTranslation(['backoffice', 'common']);
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-history`}>
      <h2 id={`${id}-history`}>{t('detail.history')}</h2>
      <div className="backoffice-table-wrap">
        <table className="backoffice-table">
          <thead>
            <tr>
              <th scope="col">{t('detail.when')}</th>
              <th scope="col">{t('detail.step')}</th>
              <th scope="col">{t('detail.who')}</th>
              <th scope="col">{t('detail.noteColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry, index) => (
              <tr key={index}>
                <td>{formatMoment(locale, entry.at)}</td>
                <td data-label={t('detail.step')}>
                  {entry.from ? `${t(`common:orderStatus.${entry.from}`)} → ` : ''}
                  {t(`common:orderStatus.${entry.to}`)}
                </td>
                <td data-label={t('detail.who')}>
                  <Actor entry={entry} />
                </td>
                <td data-label={t('detail.noteColumn')}>{entry.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Who made a step: a staff member by name, else the kind of actor. */
function Actor({ entry }: { entry: BackOfficeHistoryEntry }) {
  const { t } = useTranslation('backoffice');
  if (entry.actor_name) return <>{entry.actor_name}</>;
  const kind = entry.actor.split(':')[0] ?? '';
  const known = ['customer', 'guest', 'system', 'payment', 'client'];
  return <>{known.includes(kind) ? t(`detail.actor.${kind}`) : entry.actor}</>;
}
