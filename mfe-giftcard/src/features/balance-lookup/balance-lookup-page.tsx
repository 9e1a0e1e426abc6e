import { useTranslation } from 'react-i18next';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ApiError } from '@shop/shared-http';
import { formatMoney, PageMeta, useHydrated, useLocale } from '@shop/shared-ui';
import { giftCardInfoSchema, issuesToViolations, type Violation } from '@shop/contracts/schemas';
// The form texts of the 'common' namespace (the verification code's rule).
import '@shop/shared-ui/forms';
import { getGiftCardInfo, type GiftCardInfo } from './api/giftcard-api';

type Field = 'cardId' | 'verificationCode';

/**
 * Balance lookup: the same valibot schema checks the form here and the payload in the API.
 * `path`: the page inside its locale, its canonical address.
 */
export function BalanceLookupPage({ path }: { path: string }) {
  const { t } = useTranslation(['giftcard', 'common']);
  const locale = useLocale();
  const id = useId();
  const [violations, setViolations] = useState<Violation[]>([]);
  const [submitting, setSubmitting] = useState(false);
  // Usable once the script runs (after hydration): the lookup goes through it only.
  const hydrated = useHydrated();
  const [apiError, setApiError] = useState<string | null>(null);
  const [result, setResult] = useState<GiftCardInfo | null>(null);

  const violationOf = (field: Field) => violations.find((violation) => violation.path === field);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form, not kept in state: what was typed before hydration counts too.
    const form = new FormData(event.currentTarget);
    const values = {
      cardId: String(form.get('cardId') ?? ''),
      verificationCode: String(form.get('verificationCode') ?? ''),
    };
    setApiError(null);
    setResult(null);
    const parsed = v.safeParse(giftCardInfoSchema, values);
    if (!parsed.success) {
      setViolations(issuesToViolations(parsed.issues));
      return;
    }
    setViolations([]);
    setSubmitting(true);
    try {
      setResult(await getGiftCardInfo(parsed.output));
    } catch (error) {
      setApiError(
        error instanceof ApiError && error.message ? error.message : t('common:errors.generic'),
      );
    } finally {
      setSubmitting(false);
    }
  };

  const field = (
    name: Field,
    label: string,
    extra: { inputMode: 'numeric'; autoComplete: string; hint?: string },
  ) => {
    const violation = violationOf(name);
    // 'Required' is not shown inline (spec section 5): the field is marked and the form says why.
    const inline =
      violation && violation.key !== 'validation.required'
        ? t(`common:${violation.key}`, violation.values)
        : null;
    const describedBy = [extra.hint && `${id}-${name}-hint`, inline && `${id}-${name}-error`]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="giftcard-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {extra.hint && (
          <span id={`${id}-${name}-hint`} className="giftcard-hint">
            {extra.hint}
          </span>
        )}
        <input
          id={`${id}-${name}`}
          name={name}
          inputMode={extra.inputMode}
          autoComplete={extra.autoComplete}
          aria-invalid={violation ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {inline && (
          <span id={`${id}-${name}-error`} className="giftcard-error">
            {inline}
          </span>
        )}
      </div>
    );
  };

  return (
    <section className="giftcard-balance" aria-labelledby={`${id}-title`}>
      <PageMeta title={t('balance.title')} description={t('balance.metaDescription')} path={path} />
      <h1 id={`${id}-title`}>{t('balance.title')}</h1>
      <p>{t('balance.intro')}</p>
      {/* POST: sent before the script has run, the card and its code stay out of the address. */}
      <form
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={submitting}
      >
        {violations.length > 0 && (
          <p role="alert" className="giftcard-error">
            {t('common:errors.form')}
          </p>
        )}
        {field('cardId', t('balance.cardNumber'), {
          inputMode: 'numeric',
          autoComplete: 'off',
          hint: t('balance.cardNumberHint'),
        })}
        {field('verificationCode', t('balance.verificationCode'), {
          inputMode: 'numeric',
          autoComplete: 'off',
        })}
        <button type="submit" className="shop-ui-button" disabled={submitting || !hydrated}>
          {submitting ? t('common:states.submitting') : t('balance.submit')}
        </button>
      </form>
      {apiError && (
        <p role="alert" className="giftcard-error">
          {apiError}
        </p>
      )}
      {result && (
        <div role="status" className="giftcard-result">
          <h2>{t('balance.result', { card: result.cardNumber })}</h2>
          <p>
            {t('balance.balance')}:{' '}
            <strong data-testid="giftcard-balance">
              {formatMoney(result.balance, result.currency)}
            </strong>
          </p>
          {result.expires_at && (
            <p>
              {t('balance.expires', {
                date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
                  new Date(result.expires_at),
                ),
              })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
