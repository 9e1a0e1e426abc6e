import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { useLocation, useNavigate } from '@shop/shared-ui/router';
import { isLocale, localizedPath, locales, splitLocale, useLocale } from '@shop/shared-ui';

/** Switches the locale and stays on the same page (same path, query and hash). */
export function LocaleSwitcher() {
  const { t } = useTranslation('host');
  const id = useId();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="shop-host-locale">
      <label htmlFor={id} className="shop-ui-visually-hidden">
        {t('locale.label')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          const { path } = splitLocale(location.pathname);
          navigate(`${localizedPath(next, path)}${location.search}${location.hash}`);
        }}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`locale.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
