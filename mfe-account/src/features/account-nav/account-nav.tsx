import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { accountSections } from '../../routes/account-sections';

export function AccountNav() {
  const { t } = useTranslation('account');
  return (
    <nav className="account-nav" aria-label={t('nav.label')}>
      <ul>
        {accountSections.map((section) => (
          <li key={section.path}>
            <NavLink to={section.path}>{t(section.label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
