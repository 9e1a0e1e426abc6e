import { formatMoney } from '@shop/contracts/format';
import { localizedPath, type Locale } from '@shop/contracts/messages';
import { remotePagePaths, shellPaths } from '@shop/contracts/routes';
import { escapeHtml } from './html';
import { mailTexts, type MailTexts } from './mail-texts';

interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** A company mail: its paragraphs and link, signed with the shop's name. */
function mail(
  t: MailTexts,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): Mail {
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}: ${link.href}`] : []),
    '',
    t('signature'),
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')}${
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
  }<p>${escapeHtml(t('signature'))}</p></body></html>`;
  return { subject, text, html };
}

/** The invitation of a company's new user, with the link to set their password. */
export function invitationMail(input: {
  locale: Locale;
  siteUrl: string;
  company: string;
  inviter: string;
  token: string;
}): Mail {
  const t = mailTexts(input.locale);
  const names = { company: input.company, inviter: input.inviter };
  const href = `${input.siteUrl}${localizedPath(input.locale, shellPaths.resetPassword)}#token=${encodeURIComponent(input.token)}`;
  return mail(
    t,
    t('invitation.subject', names),
    [t('invitation.invited', names), t('invitation.choosePassword')],
    { href, label: t('invitation.action') },
  );
}

/**
 * Tells the buyer what the approver decided; `reason` null means approved. The mail links to the
 * order in the account, where the decision, its reason and the approver are shown too (ADR 0027).
 */
export function approvalDecisionMail(input: {
  locale: Locale;
  siteUrl: string;
  orderUuid: string;
  number: string;
  totalCents: number;
  reason: string | null;
}): Mail {
  const t = mailTexts(input.locale);
  const order = { number: input.number, total: formatMoney(input.totalCents) };
  const [subject, body] =
    input.reason === null
      ? [t('approvalDecision.approvedSubject', order), [t('approvalDecision.approved', order)]]
      : [
          t('approvalDecision.rejectedSubject', order),
          [
            t('approvalDecision.rejected', order),
            t('approvalDecision.reason', { reason: input.reason }),
          ],
        ];
  const path = remotePagePaths.accountOrder(input.orderUuid);
  const href = `${input.siteUrl}${localizedPath(input.locale, path)}`;
  return mail(t, subject, body, { href, label: t('approvalDecision.viewOrder') });
}
