import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from '@shop/shared-ui/router';
import { ApiError } from '@shop/shared-http';
import { useLocalizedPath, withTexts } from '@shop/shared-ui';
import type { AddToCartProps, CartLineHandOver } from '@shop/contracts/modules';
import {
  cartStore,
  type AddStage,
  type LetterProgress,
  type NewCartLine,
} from '../../../cart/cart-store';
import { LetterUploadProgress } from './letter-upload-progress';
import type { DesignDraft } from './design-dialog';

// Loaded when the shopper makes a design, so a product page does not carry it (its JS budget).
// The dialog's texts come with it, in the page's locale before it shows.
const DesignDialog = lazy(withTexts(() => import('./design-dialog')));

type Status =
  | { kind: 'idle' | 'confirming' | 'added' }
  | { kind: 'busy'; stage: AddStage; letter?: LetterProgress }
  | { kind: 'error'; messages: string[] };

/**
 * The API's localized refusal: its description first, then any further violation. Anything
 * else (no connection, a time-out, a bug) has no text fit for a shopper: the generic message.
 */
function messagesOf(error: unknown, generic: string): string[] {
  const answered = error instanceof ApiError && error.status >= 400;
  if (!answered) return [generic];
  return [...new Set([error.message, ...error.violations.map((v) => v.message)])];
}

/**
 * The add-to-cart button other teams place on their pages (exposed as ./AddToCart): its props
 * are checkout's contract, `AddToCartProps` in @shop/contracts (ADR 0034).
 */
export function AddToCart({
  productName,
  line,
  disabled = false,
  label,
  confirm,
  design,
}: AddToCartProps) {
  const { t } = useTranslation('checkout');
  const to = useLocalizedPath();
  const hintId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [designing, setDesigning] = useState<CartLineHandOver | null>(null);
  const working = status.kind === 'busy' || status.kind === 'confirming';

  const send = (chosen: NewCartLine) =>
    cartStore.addLine(chosen, (stage, letter) => setStatus({ kind: 'busy', stage, letter }));

  const add = async () => {
    if (!line || working) return;
    setStatus({ kind: 'confirming' });
    const answer = confirm ? await confirm() : true;
    if (answer === false) return setStatus({ kind: 'idle' });
    const chosen = answer === true ? line : answer;
    // A paid personalization goes to the cart only with its design (ADR 0028).
    if (chosen.personalization && design) return setDesigning(chosen);
    try {
      await send(chosen);
      setStatus({ kind: 'added' });
    } catch (error) {
      if (!(error instanceof ApiError))
        console.error('[checkout] adding to the cart failed', error);
      setStatus({ kind: 'error', messages: messagesOf(error, t('common:errors.generic')) });
    }
  };

  // Refusals throw into the dialog, which shows them and stays open.
  const addDesigned = async (chosen: CartLineHandOver, draft: DesignDraft) => {
    try {
      await send({
        ...chosen,
        design: { lines: draft.lines },
        ...(draft.photo instanceof File ? { designPhoto: draft.photo } : {}),
      });
    } catch (error) {
      setStatus({ kind: 'confirming' });
      throw error;
    }
    setDesigning(null);
    setStatus({ kind: 'added' });
  };

  return (
    <div className="checkout-add-to-cart">
      <button
        type="button"
        className="shop-ui-button"
        disabled={!line || disabled}
        // While the page asks and the line is sent the button keeps focus, so a keyboard user
        // is where they were when a dialog closes: it says it is busy rather than being disabled.
        aria-disabled={working || undefined}
        aria-describedby={line ? undefined : hintId}
        onClick={() => void add()}
      >
        {status.kind === 'busy' && status.stage === 'adding'
          ? t('addToCart.adding')
          : (label ?? t('addToCart.button'))}
      </button>
      {!line && (
        <p id={hintId} className="checkout-hint">
          {t('addToCart.chooseFirst')}
        </p>
      )}
      <div aria-live="polite">
        {status.kind === 'busy' && status.stage === 'uploadingLetter' && (
          <LetterUploadProgress progress={status.letter} />
        )}
        {status.kind === 'busy' && status.stage === 'uploadingPhoto' && (
          <p className="checkout-progress">{t('design.uploadingPhoto')}</p>
        )}
        {status.kind === 'added' && (
          <p className="checkout-success">
            {t('addToCart.added', { product: productName })}{' '}
            <Link to={to('/winkelwagen')}>{t('addToCart.viewCart')}</Link>
          </p>
        )}
      </div>
      {designing && design && (
        <Suspense fallback={null}>
          <DesignDialog
            productName={productName}
            definition={design}
            onConfirm={(draft) => addDesigned(designing, draft)}
            onCancel={() => {
              setDesigning(null);
              setStatus({ kind: 'idle' });
            }}
          />
        </Suspense>
      )}
      {status.kind === 'error' && (
        <div className="checkout-error" role="alert">
          {status.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </div>
  );
}
