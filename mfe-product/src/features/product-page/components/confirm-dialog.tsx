import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@shop/shared-ui';
import './confirm-dialog.css';

export type DialogAnswer = 'confirm' | 'alternative' | 'cancel';

export interface DialogQuestion {
  title: string;
  body: string;
  confirm: string;
  alternative: string;
}

const focusable = 'button:not([disabled]), [href], input, select, textarea, [tabindex="0"]';

/**
 * A modal question: a `<dialog>` opened with showModal (the page behind is inert), labelled by
 * its title, Escape or the close button cancel, Tab stays inside, and focus returns to where
 * it was when it closes.
 */
export function ConfirmDialog({
  question,
  onAnswer,
}: {
  question: DialogQuestion;
  onAnswer: (answer: DialogAnswer) => void;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current!;
    const before = document.activeElement as HTMLElement | null;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLElement>('.product-dialog__confirm')?.focus();
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
      before?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onAnswer('cancel');
    }
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="product-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer('cancel');
      }}
    >
      <div className="product-dialog__header">
        <h2 id={`${id}-title`}>{question.title}</h2>
        <button
          type="button"
          className="product-dialog__close"
          aria-label={t('dialogs.close')}
          onClick={() => onAnswer('cancel')}
        >
          ×
        </button>
      </div>
      <p id={`${id}-body`}>{question.body}</p>
      <div className="product-dialog__actions">
        <button
          type="button"
          className="shop-ui-button product-dialog__confirm"
          onClick={() => onAnswer('confirm')}
        >
          {question.confirm}
        </button>
        <button
          type="button"
          className="product-link-button"
          onClick={() => onAnswer('alternative')}
        >
          {question.alternative}
        </button>
      </div>
    </dialog>
  );
}
