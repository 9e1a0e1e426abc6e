import { useTranslation } from 'react-i18next';

/** Why an option cannot be chosen now: it conflicts with another choice (ADR 0011). */
export function ConflictNote({ id }: { id: string }) {
  const { t } = useTranslation('product');
  return (
    <p id={id} className="product-hint product-conflict">
      {t('options.conflict')}
    </p>
  );
}
