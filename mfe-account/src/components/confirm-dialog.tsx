import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import './confirm-dialog.css';

export interface ConfirmQuestion {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
}

const focusable = 'button:not([disabled]), [href], input, select, textarea, [tabindex="0"]';

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
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current!;
    const before = document.activeElement as HTMLElement | null;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    cancelButton.current?.focus();
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
      before?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
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
      className="account-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{question.title}</h2>
      <p id={`${id}-body`}>{question.body}</p>
      <div className="account-dialog__actions">
        <button type="button" className="shop-ui-button" onClick={onConfirm}>
          {question.confirm}
        </button>
        <button ref={cancelButton} type="button" className="account-link-button" onClick={onCancel}>
          {question.cancel}
        </button>
      </div>
    </dialog>
  );
}
