import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from '@shop/shared-ui/router';
import { ApiError } from '@shop/shared-http';
import { useLocalizedPath, withTexts } from '@shop/shared-ui';
import type { PersonalizationDefinition } from '@shop/contracts/schemas';
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

/** ADR 0011's cart line, plus the letter as the chosen file (uploaded to the cart first). */
export type AddToCartLine = NewCartLine;

export interface AddToCartProps {
  productName: string;
  /** The whole line; null while the shopper has not chosen an orderable variation. */
  line?: AddToCartLine | null;
  /** Before ADR 0011, still accepted: a variation and a quantity, without options. */
  variationId?: number | null;
  quantity?: number;
  /** The page knows the choice cannot be ordered yet (an invalid card text, say). */
  disabled?: boolean;
  /** Replaces 'Add to cart' (the product page's 'Create design'). */
  label?: string;
  /**
   * Asked before adding (the product page's dialogs): false cancels, true adds `line`, and a
   * line adds that one instead (the shopper's answers changed the choice).
   */
  confirm?: () => Promise<boolean | AddToCartLine>;
  /**
   * The product's personalization rules (ADR 0028): a line with personalization is added only
   * through the design dialog, with what the shopper put on it.
   */
  design?: PersonalizationDefinition | null;
}

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

/** The add-to-cart button other teams place on their pages (exposed as ./AddToCart). */
export function AddToCart({
  productName,
  line,
  variationId = null,
  quantity = 1,
  disabled = false,
  label,
  confirm,
  design,
}: AddToCartProps) {
  const { t } = useTranslation('checkout');
  const to = useLocalizedPath();
  const hintId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [designing, setDesigning] = useState<AddToCartLine | null>(null);
  const wanted =
    line !== undefined ? line : variationId === null ? null : { variationId, quantity };
  const working = status.kind === 'busy' || status.kind === 'confirming';

  const send = (chosen: AddToCartLine) =>
    cartStore.addLine(chosen, (stage, letter) => setStatus({ kind: 'busy', stage, letter }));

  const add = async () => {
    if (!wanted || working) return;
    setStatus({ kind: 'confirming' });
    const answer = confirm ? await confirm() : true;
    if (answer === false) return setStatus({ kind: 'idle' });
    const chosen = answer === true ? wanted : answer;
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
  const addDesigned = async (chosen: AddToCartLine, draft: DesignDraft) => {
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
        disabled={!wanted || disabled}
        // While the page asks and the line is sent the button keeps focus, so a keyboard user
        // is where they were when a dialog closes: it says it is busy rather than being disabled.
        aria-disabled={working || undefined}
        aria-describedby={wanted ? undefined : hintId}
        onClick={() => void add()}
      >
        {status.kind === 'busy' && status.stage === 'adding'
          ? t('addToCart.adding')
          : (label ?? t('addToCart.button'))}
      </button>
      {!wanted && (
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
