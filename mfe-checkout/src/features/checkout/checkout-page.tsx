import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { Navigate, useLocation, useRoutes } from '@shop/shared-ui/router';
import { useLocale, useMountPath, useDocumentTitle } from '@shop/shared-ui';
import * as v from 'valibot';
import { addressSchema, type DeliveryCountry } from '@shop/contracts/schemas';
import '../../i18n/checkout-messages';
import './checkout.css';
import { useCheckoutDraft, type CheckoutDraft } from './checkout-draft';
import { CheckoutSteps, type StepNumber } from './components/checkout-steps';
import { StepOrder } from './components/step-order';
import { StepAddress } from './components/step-address';
import { StepDetails } from './components/step-details';
import { ConfirmationPage } from './components/confirmation-page';
import { RepeatOrder } from './repeat-order/repeat-order';

const stepDone: Record<StepNumber, (draft: CheckoutDraft) => boolean> = {
  1: (draft) => draft.deliveryDate !== '',
  2: (draft) => v.is(addressSchema, draft.deliveryAddress),
  3: () => false,
};

/**
 * Checkout in three steps, starting at step 1 (spec §2): 1 your order, 2 delivery address,
 * 3 your data; each step has its own address, so back and forward work, and a step whose
 * predecessors are not done sends the shopper to the first one that is not.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const base = useMountPath();
  const { pathname } = useLocation();
  const defaultCountry: DeliveryCountry = locale === 'nl-be' || locale === 'fr-be' ? 'BE' : 'NL';
  const draft = useCheckoutDraft(defaultCountry);
  const paths: Record<StepNumber, string> = useMemo(
    () => ({ 1: base, 2: `${base}/bezorgadres`, 3: `${base}/gegevens` }),
    [base],
  );
  const confirmation = pathname.startsWith(`${base}/bevestiging/`);
  const current: StepNumber = pathname === paths[3] ? 3 : pathname === paths[2] ? 2 : 1;
  const firstOpen = ([1, 2] as const).find((step) => !stepDone[step](draft));
  const guard = (step: StepNumber, element: React.ReactElement) =>
    firstOpen !== undefined && firstOpen < step ? (
      <Navigate to={paths[firstOpen]} replace />
    ) : (
      element
    );

  useDocumentTitle(
    `${t(confirmation ? 'checkout.confirmation.title' : `checkout.step${current}`)} · ${t('checkout.title')}`,
  );

  const routes = useRoutes([
    { index: true, element: <StepOrder draft={draft} next={paths[2]} /> },
    {
      path: 'bezorgadres',
      element: guard(2, <StepAddress draft={draft} back={paths[1]} next={paths[3]} />),
    },
    {
      path: 'gegevens',
      element: guard(
        3,
        <StepDetails
          draft={draft}
          back={paths[2]}
          confirmation={(uuid) => `${base}/bevestiging/${uuid}`}
        />,
      ),
    },
    { path: 'bevestiging/:uuid', element: <ConfirmationPage retry={paths[3]} /> },
    { path: '*', element: <Navigate to={paths[1]} replace /> },
  ]);

  if (confirmation) return routes;
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      <CheckoutSteps current={current} paths={paths} done={(step) => stepDone[step](draft)} />
      <RepeatOrder stepOne={paths[1]}>{routes}</RepeatOrder>
    </section>
  );
}
