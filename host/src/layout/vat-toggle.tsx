import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { useAtom } from 'jotai';
import { vatModeAtom } from '@shop/shared-ui';

/** 'Do you shop for business?': business shoppers see prices excluding VAT. */
export function VatToggle() {
  const { t } = useTranslation('host');
  const [mode, setMode] = useAtom(vatModeAtom);
  const id = useId();
  const exclusive = mode === 'exclusive';
  return (
    <div className="shop-host-vat">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={exclusive}
        aria-describedby={`${id}-state`}
        onChange={(event) => setMode(event.target.checked ? 'exclusive' : 'inclusive')}
      />
      <label htmlFor={id}>{t('vat.question')}</label>
      <span id={`${id}-state`} className="shop-host-vat__state">
        {exclusive ? t('vat.exclusive') : t('vat.inclusive')}
      </span>
    </div>
  );
}
