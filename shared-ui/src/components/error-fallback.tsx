import { useTranslation } from 'react-i18next';

/** The localized 'An error has occurred' block with a retry button. */
export function ErrorFallback({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="shop-ui-error" role="alert">
      <p>{message ?? t('errors.generic')}</p>
      {onRetry && (
        <button type="button" className="shop-ui-button" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
