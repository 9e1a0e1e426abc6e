import { useTranslation } from 'react-i18next';
import { NavLink } from '@shop/shared-ui/router';
import { useAuth } from '@shop/shared-auth';
import { accountSections } from '../../components/account-sections';

export function AccountNav() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const granted = user?.permissions ?? [];
  // Screens the user may not open are not offered.
  const sections = accountSections.filter((section) =>
    section.permissions.every((permission: string) => granted.includes(permission)),
  );
  return (
    <nav className="account-nav" aria-label={t('nav.label')}>
      <ul>
        {sections.map((section) => (
          <li key={section.path}>
            <NavLink to={section.path}>{t(section.label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
