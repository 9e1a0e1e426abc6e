import { useTranslation } from 'react-i18next';
import { useLocale } from '@shop/shared-ui';
import { weekdays, type OpeningHours as Hours } from '@shop/contracts/api';
// 1 January 2024 was a Monday: the week from there gives the weekdays' names.
const MONDAY = Date.UTC(2024, 0, 1);

/** A sales point's week, one line a day, in the shopper's language. */
export function OpeningHours({ hours }: { hours: Hours }) {
  const { t } = useTranslation('giftcard');
  const locale = useLocale();
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return (
    <dl className="giftcard-opening-hours">
      {weekdays.map((weekday, index) => {
        const day = hours[weekday];
        return (
          <div key={weekday}>
            <dt>{dayName.format(MONDAY + index * 86_400_000)}</dt>
            <dd>
              {day
                ? t('salesPoints.hours', { opens: day.opens, closes: day.closes })
                : t('salesPoints.closed')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
