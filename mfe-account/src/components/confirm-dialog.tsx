import { useId } from 'react';
import { useModalDialog } from '@shop/shared-ui';
import './confirm-dialog.css';

export interface ConfirmQuestion {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
}

/**
 * A modal yes/no question before something hard to undo: a `<dialog>` opened with showModal (the
 * page behind is inert), named by its title and described by its text. The focus starts on
 * 'cancel' (the safe answer), Tab stays inside, Escape cancels, and the focus goes back to where
 * it was when the dialog closes.
 */
export function ConfirmDialog({
  question,
  onConfirm,
  onCancel,
}: {
  question: ConfirmQuestion;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  // The focus starts on 'cancel', the safe answer.
  const { dialogProps } = useModalDialog({ initialFocus: '.account-dialog__cancel', onCancel });

  return (
    <dialog
      {...dialogProps}
      className="account-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <h2 id={`${id}-title`}>{question.title}</h2>
      <p id={`${id}-body`}>{question.body}</p>
      <div className="account-dialog__actions">
        <button type="button" className="shop-ui-button" onClick={onConfirm}>
          {question.confirm}
        </button>
        <button
          type="button"
          className="account-link-button account-dialog__cancel"
          onClick={onCancel}
        >
          {question.cancel}
        </button>
      </div>
    </dialog>
  );
}
