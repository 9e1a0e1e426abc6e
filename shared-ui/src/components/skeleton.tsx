import { useTranslation } from 'react-i18next';

/** Placeholder shown while a page or widget loads. */
export function Skeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="shop-ui-skeleton" role="status" aria-live="polite">
      <span className="shop-ui-visually-hidden">{label ?? t('states.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="shop-ui-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}
