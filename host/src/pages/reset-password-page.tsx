import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useSearchParams } from '@shop/shared-ui/router';
import { Skeleton } from '@shop/shared-ui';
import { ResetPasswordForm } from '@shop/shared-auth/screens';
import { ShellPageMeta } from './shell-page-meta';

/** Kept for the page's life: the shell may mount the page again after the hash is gone. */
let linkToken: string | null = null;
function tokenFromLink(): string | null {
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (fromHash) {
    linkToken = fromHash;
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return linkToken;
}

/**
 * /wachtwoord-herstellen#token=…: the page the reset and invitation mails link to. The token rides
 * in the fragment, which no server, proxy log or Referer ever sees, and leaves the address bar
 * (and history) once read. Links with ?token= from mails sent before still work. The server
 * cannot know the token: the form shows once the browser has read the link (ADR 0033).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'host']);
  const [params] = useSearchParams();
  const [link, setLink] = useState<{ token: string | null } | null>(null);
  useEffect(() => {
    setLink((read) => read ?? { token: tokenFromLink() ?? params.get('token') });
  }, [params]);
  return (
    <section className="shop-host-status-page" aria-labelledby="reset-password-title">
      <ShellPageMeta
        title={t('resetPassword.title')}
        description={t('host:meta.resetPassword')}
        path="/wachtwoord-herstellen"
      />
      <h1 id="reset-password-title">{t('resetPassword.title')}</h1>
      {link ? <ResetPasswordForm token={link.token} /> : <Skeleton lines={3} />}
    </section>
  );
}
