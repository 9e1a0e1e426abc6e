import { useTranslation } from 'react-i18next';
import { useId, useRef, useState } from 'react';

const listed = Array.from({ length: 10 }, (_, index) => index + 1);
/** The cart takes at most 99 of one line (shared cart schema). */
const MAX_QUANTITY = 99;

const parseQuantity = (value: string) =>
  /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_QUANTITY ? Number(value) : null;

/**
 * A select of 1 to 10, with a toggle to type any other quantity ('Ander aantal'); 'Annuleren'
 * goes back to the select and its last value. An invalid typed quantity reports null.
 */
export function QuantityPicker({
  quantity,
  onChange,
}: {
  quantity: number | null;
  onChange: (quantity: number | null) => void;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  const [custom, setCustom] = useState(false);
  const [typed, setTyped] = useState('');
  const listedBefore = useRef(1);
  const invalid = custom && quantity === null;

  const toggle = () => {
    if (custom) {
      onChange(listedBefore.current);
    } else {
      listedBefore.current = quantity ?? 1;
      setTyped(String(quantity ?? 1));
    }
    setCustom(!custom);
  };
  return (
    <div className="product-quantity">
      <label htmlFor={`${id}-quantity`}>{t('quantity.label')}</label>
      <div className="product-quantity__row">
        {custom ? (
          <input
            id={`${id}-quantity`}
            // It appears because the shopper asked for it: typing can start at once.
            autoFocus
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            value={typed}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              onChange(parseQuantity(event.target.value));
            }}
          />
        ) : (
          <select
            id={`${id}-quantity`}
            value={quantity ?? 1}
            onChange={(event) => onChange(Number(event.target.value))}
          >
            {listed.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
        <button type="button" className="product-link-button" onClick={toggle}>
          {custom ? t('quantity.cancel') : t('quantity.other')}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="product-error">
          {t('quantity.invalid', { max: MAX_QUANTITY })}
        </p>
      )}
    </div>
  );
}
