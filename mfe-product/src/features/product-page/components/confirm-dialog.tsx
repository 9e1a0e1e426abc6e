import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { useModalDialog } from '@shop/shared-ui';
import './confirm-dialog.css';

export type DialogAnswer = 'confirm' | 'alternative' | 'cancel';

export interface DialogQuestion {
  title: string;
  body: string;
  confirm: string;
  alternative: string;
}

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
  const { dialogProps } = useModalDialog({
    initialFocus: '.product-dialog__confirm',
    onCancel: () => onAnswer('cancel'),
  });

  return (
    <dialog
      {...dialogProps}
      className="product-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
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
