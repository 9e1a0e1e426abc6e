import { Trans, useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { Link, useLocation, useNavigate } from '@shop/shared-ui/router';
import { ErrorFallback, formatMoney, Skeleton, useLocalizedPath } from '@shop/shared-ui';
import { SignInLink, useAuth } from '@shop/shared-auth';
import { shellPaths } from '@shop/contracts/routes';
import { issuesToViolations, placeOrderSchema } from '@shop/contracts/schemas';
import {
  AddressFields,
  addressFieldNames,
  apiErrorMessage,
  couldNotReach,
  FormAlert,
  FormField,
  SubmitButton,
  useFormFeedback,
} from '@shop/shared-ui/forms';
import { checkoutApi } from '../api/checkout-api';
import {
  checkoutDraft,
  lastOrder,
  newAttemptKey,
  type AddressDraft,
  type CheckoutDraft,
} from '../checkout-draft';
import { useCheckoutCart } from '../use-checkout-cart';
import { PaymentFields } from '../payment/payment-fields';
import type { CardFieldsHandle } from '../payment/card-fields';
import { paymentInput, paymentNotStarted } from '../payment/payment-input';
import { usePaymentMethods } from '../payment/use-payment-methods';
import { OrderReview } from './order-review';

const fieldNames = [
  'email',
  'payment.method',
  'payment.issuer',
  'payment.cardToken',
  'payment.acceptTerms',
  ...addressFieldNames.map((name) => `invoiceAddress.${name}`),
];

/** Leaves for the payment provider's page (the bank, 3-D Secure): a whole page load. */
export const goToPaymentPage = (url: string) => window.location.assign(url);

/**
 * Step 3, your data: sign in or continue as a guest, the invoice address, the payment method;
 * then the order is placed once (an idempotency key per attempt) and paid.
 */
export function StepDetails({
  draft,
  back,
  confirmation,
}: {
  draft: CheckoutDraft;
  back: string;
  confirmation: (uuid: string) => string;
}) {
  const { t } = useTranslation(['checkout', 'common']);
  const { user } = useAuth();
  const { pathname } = useLocation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const feedback = useFormFeedback(fieldNames);
  const cart = useCheckoutCart(draft.country);
  const methods = usePaymentMethods(draft, cart.data?.total.incl_vat, user?.onAccount === true);
  const card = useRef<CardFieldsHandle>(null);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // The order may or may not have reached the API: the same attempt key makes a retry safe.
  const [retrySafe, setRetrySafe] = useState(false);
  if (cart.error)
    return <ErrorFallback message={apiErrorMessage(cart.error, t)} onRetry={cart.reload} />;
  if (!cart.data) return <Skeleton lines={8} />;

  const bankChoice =
    (methods.data?.find((option) => option.id === 'ideal')?.issuers.length ?? 0) > 0;
  const orderWith = (cardToken?: string) =>
    v.safeParse(placeOrderSchema, {
      cart: cart.data!.uuid,
      email: user?.email ?? draft.email,
      deliveryDate: draft.deliveryDate,
      deliveryRemark: draft.deliveryRemark,
      deliveryAddress: draft.deliveryAddress,
      ...(draft.invoiceSame ? {} : { invoiceAddress: draft.invoiceAddress }),
      payment: paymentInput(draft, { bankChoice, acceptTerms, cardToken }),
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (feedback.submitting) return;
    const byCard = draft.paymentMethod === 'creditcard';
    // All but the card's token first: a token pays once, so it is asked for last.
    const checked = orderWith();
    const violations = checked.success
      ? []
      : issuesToViolations(checked.issues).filter(({ path }) => path !== 'payment.cardToken');
    const cardReady = !byCard || card.current?.check() === true;
    if (violations.length > 0 || !cardReady) return feedback.showViolations(violations);
    feedback.clear();
    setRetrySafe(false);
    feedback.setSubmitting(true);
    try {
      // A new token on every attempt: the one of a refused attempt is spent.
      const result = byCard ? orderWith((await card.current?.createToken()) ?? undefined) : checked;
      if (!result.success) {
        feedback.setSubmitting(false);
        return feedback.showViolations([
          { path: 'payment.cardToken', key: 'validation.cardDetails' },
        ]);
      }
      const order = await checkoutApi.placeOrder(result.output, draft.attemptKey);
      // A retry of the same attempt answers the order without its secret: keep the first one.
      const known = lastOrder.read(order.uuid);
      lastOrder.save({ uuid: order.uuid, secret: order.secret ?? known?.secret ?? null });
      if (order.payment_redirect_url) {
        setLeaving(true);
        goToPaymentPage(order.payment_redirect_url);
        return;
      }
      navigate(confirmation(order.uuid));
    } catch (error) {
      // Nothing paid and the cart free again: the next try is a new attempt.
      const ended = paymentNotStarted(error);
      if (ended) checkoutDraft.update({ attemptKey: newAttemptKey() });
      feedback.showApiError(error);
      setRetrySafe(couldNotReach(error) && !ended);
      feedback.setSubmitting(false);
    }
  };

  const invoiceChange = (part: Partial<AddressDraft>) =>
    checkoutDraft.update({
      invoiceAddress: { ...checkoutDraft.get(draft.country).invoiceAddress, ...part },
    });

  return (
    <form ref={feedback.formRef} className="checkout-step" onSubmit={submit} noValidate>
      <FormAlert message={feedback.formError} />
      {retrySafe && (
        <p className="checkout-step__note" data-testid="retry-safe">
          {t('checkout.details.retrySafe')}
        </p>
      )}
      {user ? (
        <p>
          <Trans
            t={t}
            i18nKey="checkout.details.signedInAs"
            values={{ email: user.email ?? '' }}
            components={{ email: <strong /> }}
          />
        </p>
      ) : (
        <section className="checkout-account" aria-labelledby="checkout-account-title">
          <h2 id="checkout-account-title">{t('checkout.details.account')}</h2>
          <p className="checkout-account__links">
            <SignInLink redirectPath={pathname}>{t('checkout.details.signIn')}</SignInLink>
            <Link to={`${to(shellPaths.register)}?redirectPath=${encodeURIComponent(pathname)}`}>
              {t('checkout.details.register')}
            </Link>
          </p>
          <p>{t('checkout.details.guest')}</p>
          <FormField
            name="email"
            type="email"
            autoComplete="email"
            label={t('checkout.details.email')}
            hint={t('checkout.details.emailHint')}
            value={draft.email}
            error={feedback.fieldErrors.email}
            onChange={(event) => checkoutDraft.update({ email: event.target.value })}
          />
        </section>
      )}
      <div className="shop-ui-field">
        <label>
          <input
            type="checkbox"
            name="invoiceSame"
            checked={draft.invoiceSame}
            onChange={(event) => checkoutDraft.update({ invoiceSame: event.target.checked })}
          />{' '}
          {t('checkout.details.invoiceSame')}
        </label>
      </div>
      {!draft.invoiceSame && (
        <section aria-labelledby="checkout-invoice-title">
          <h2 id="checkout-invoice-title">{t('checkout.details.invoiceTitle')}</h2>
          <AddressFields
            address={draft.invoiceAddress}
            onChange={invoiceChange}
            errors={feedback.fieldErrors}
            prefix="invoiceAddress."
            countryChoice
          />
        </section>
      )}
      <PaymentFields
        methods={methods}
        method={draft.paymentMethod}
        onMethod={(method) => checkoutDraft.update({ paymentMethod: method })}
        issuer={draft.issuer}
        onIssuer={(issuer) => checkoutDraft.update({ issuer })}
        card={card}
        acceptTerms={acceptTerms}
        onAcceptTerms={setAcceptTerms}
        errors={feedback.fieldErrors}
      />
      <OrderReview cart={cart.data} draft={draft} />
      {leaving && <p role="status">{t('checkout.details.toBank')}</p>}
      <div className="checkout-step__actions">
        <Link to={back}>{t('checkout.back')}</Link>
        <SubmitButton
          submitting={feedback.submitting || leaving}
          label={t(
            draft.paymentMethod === 'invoice' ? 'checkout.review.place' : 'checkout.review.pay',
            {
              amount: formatMoney(cart.data.total.incl_vat),
            },
          )}
        />
      </div>
    </form>
  );
}
