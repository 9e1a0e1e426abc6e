import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';

export type StepNumber = 1 | 2 | 3;

/**
 * The three steps, the current one marked for screen readers (aria-current="step"); a step
 * already done is a link back to it.
 */
export function CheckoutSteps({
  current,
  paths,
  done,
}: {
  current: StepNumber;
  paths: Record<StepNumber, string>;
  done: (step: StepNumber) => boolean;
}) {
  const { t } = useTranslation('checkout');
  const steps: StepNumber[] = [1, 2, 3];
  return (
    <nav aria-label={t('checkout.steps')}>
      <ol className="checkout-steps">
        {steps.map((step) => {
          const label = t(`checkout.step${step}`);
          const state = step === current ? 'current' : done(step) ? 'done' : 'todo';
          return (
            <li key={step} className={`checkout-steps__step checkout-steps__step--${state}`}>
              {step === current ? (
                <span aria-current="step">{label}</span>
              ) : state === 'done' ? (
                <Link to={paths[step]}>{label}</Link>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
