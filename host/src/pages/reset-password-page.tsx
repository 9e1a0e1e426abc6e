import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useSearchParams } from '@shop/shared-ui/router';
import { ResetPasswordForm } from '@shop/shared-auth/screens';
import { useShellTitle } from './use-shell-title';

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
 * (and history) once read. Links with ?token= from mails sent before still work.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [token] = useState(() => tokenFromLink() ?? params.get('token'));
  useShellTitle(t('resetPassword.title'));
  return (
    <section className="shop-host-status-page" aria-labelledby="reset-password-title">
      <h1 id="reset-password-title">{t('resetPassword.title')}</h1>
      <ResetPasswordForm token={token} />
    </section>
  );
}
