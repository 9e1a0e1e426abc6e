import { Trans, useTranslation } from 'react-i18next';
import { useState } from 'react';
import * as v from 'valibot';
import { Link, useLocation, useNavigate } from '@shop/shared-ui/router';
import { ErrorFallback, formatMoney, Skeleton, useLocalizedPath } from '@shop/shared-ui';
import { ApiError } from '@shop/shared-http';
import { SignInLink, useAuth } from '@shop/shared-auth';
import { issuesToViolations, placeOrderSchema, type PaymentMethod } from '@shop/contracts/schemas';
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
import { emptyCard, PaymentFields, type CardDraft } from './payment-fields';
import { OrderReview } from './order-review';

const fieldNames = [
  'email',
  'payment.method',
  'payment.issuer',
  'payment.number',
  'payment.holder',
  'payment.expiryMonth',
  'payment.expiryYear',
  'payment.cvc',
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
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // The order may or may not have reached the API: the same attempt key makes a retry safe.
  const [retrySafe, setRetrySafe] = useState(false);
  const methods: PaymentMethod[] = [
    'ideal',
    'creditcard',
    'afterpay',
    ...(user?.onAccount ? (['invoice'] as const) : []),
  ];

  if (cart.error)
    return <ErrorFallback message={apiErrorMessage(cart.error, t)} onRetry={cart.reload} />;
  if (!cart.data) return <Skeleton lines={8} />;

  const payment = () => {
    switch (draft.paymentMethod) {
      case 'ideal':
        return { method: 'ideal', issuer: draft.issuer };
      case 'creditcard':
        return {
          method: 'creditcard',
          number: card.number,
          holder: card.holder,
          expiryMonth: card.expiryMonth ? Number(card.expiryMonth) : undefined,
          expiryYear: card.expiryYear ? Number(card.expiryYear) : undefined,
          cvc: card.cvc,
        };
      case 'afterpay':
        return { method: 'afterpay', acceptTerms };
      case 'invoice':
        return { method: 'invoice' };
      default:
        return { method: '' };
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (feedback.submitting) return;
    const result = v.safeParse(placeOrderSchema, {
      cart: cart.data!.uuid,
      email: user?.email ?? draft.email,
      deliveryDate: draft.deliveryDate,
      deliveryRemark: draft.deliveryRemark,
      deliveryAddress: draft.deliveryAddress,
      ...(draft.invoiceSame ? {} : { invoiceAddress: draft.invoiceAddress }),
      payment: payment(),
    });
    if (!result.success) return feedback.showViolations(issuesToViolations(result.issues));
    feedback.clear();
    setRetrySafe(false);
    feedback.setSubmitting(true);
    try {
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
      // Refused payment: the order is canceled and the cart free; the next try is a new attempt.
      if (error instanceof ApiError && error.status === 402)
        checkoutDraft.update({ attemptKey: newAttemptKey() });
      feedback.showApiError(error);
      setRetrySafe(couldNotReach(error));
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
            <Link to={`${to('/registreren')}?redirectPath=${encodeURIComponent(pathname)}`}>
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
        onCard={setCard}
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
