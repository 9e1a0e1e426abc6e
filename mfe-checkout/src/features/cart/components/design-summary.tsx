import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useState } from 'react';
import { withTexts } from '@shop/shared-ui';
import { cartStore } from '../../../cart/cart-store';
import type { CartLine } from '../../../cart/cart-api';
import '../../../i18n/design-messages';
import './design-summary.css';

// The dialog's texts come with it, in the page's locale before it shows.
const DesignDialog = lazy(withTexts(() => import('./design-dialog')));

/**
 * A personalized line's design in the cart: each text under its label, the photo's name, and
 * 'Ontwerp wijzigen', which opens the same dialog as the product page (ADR 0028).
 */
export function DesignSummary({ line, onSaved }: { line: CartLine; onSaved: () => void }) {
  const { t } = useTranslation('checkout');
  const [editing, setEditing] = useState(false);
  const design = line.design;
  const filled = design?.lines.filter((item) => item.text) ?? [];
  return (
    <div className="checkout-cart__option">
      <dl className="checkout-design-summary" aria-label={t('design.summary')}>
        {filled.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>“{item.text}”</dd>
          </div>
        ))}
        {design?.photo && (
          <div>
            <dt>{t('design.photo')}</dt>
            <dd>{design.photo.file_name}</dd>
          </div>
        )}
      </dl>
      {!filled.length && !design?.photo && <p>{t('design.summaryEmpty')}</p>}
      {line.design_definition && (
        <button
          type="button"
          className="checkout-link-button"
          aria-label={t('design.editOf', { product: line.product.name })}
          onClick={() => setEditing(true)}
        >
          {t('design.edit')}
        </button>
      )}
      {editing && line.design_definition && (
        <Suspense fallback={null}>
          <DesignDialog
            editing
            productName={line.product.name}
            definition={line.design_definition}
            initial={{
              lines: design?.lines.map((item) => item.text) ?? [],
              photo: design?.photo ?? null,
            }}
            onConfirm={async (draft) => {
              await cartStore.changeDesign(
                line.id,
                {
                  lines: draft.lines,
                  ...(draft.photo && !(draft.photo instanceof File)
                    ? { photoId: draft.photo.id }
                    : {}),
                },
                draft.photo instanceof File ? draft.photo : undefined,
              );
              setEditing(false);
              onSaved();
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
