import { useTranslation } from 'react-i18next';
import type { ItemActivity } from '@shop/shared-http';
import { useLocale } from '@shop/shared-ui';

/**
 * Tells everyone but the lock's holder who is editing and until when. The live region is
 * always present, so screen readers announce the notice when it appears and when it clears.
 */
export function LockNotice({ activity }: { activity: ItemActivity | null }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const time = activity
    ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
        new Date(activity.expires_at),
      )
    : '';
  return (
    <div role="status" aria-live="polite" className="account-lock-notice">
      {activity && <p>{t('company.lockedBy', { name: activity.user.fullname, time })}</p>}
    </div>
  );
}
