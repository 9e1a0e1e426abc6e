import { useTranslation } from 'react-i18next';
import { useLayoutEffect } from 'react';
import { Outlet } from '@shop/shared-ui/router';
import type { Locale } from '@shop/shared-ui';
import { Header } from './header';
import { Footer } from './footer';

/** The frame around every page of one locale: header, main content, footer. */
export function Shell({ locale }: { locale: Locale }) {
  const { t, i18n } = useTranslation('host');
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  return (
    <div className="shop-host-page">
      <a className="shop-host-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" className="shop-host-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
