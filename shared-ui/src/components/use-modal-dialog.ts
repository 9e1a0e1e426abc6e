import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';

const focusable =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/**
 * What every modal question of the shop does, whichever team shows it: a `<dialog>` opened with
 * showModal when it mounts (the page behind is inert), the focus on the first element matching
 * `initialFocus`, Tab and Shift+Tab kept inside, Escape (or the browser's own cancel) answered by
 * `onCancel`, and the focus back where it was once the dialog is gone. Spread `dialogProps` on
 * the `<dialog>`.
 */
export function useModalDialog({
  initialFocus,
  onCancel,
}: {
  initialFocus: string;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read once, when the dialog opens: the first focus is not something to redo on a re-render.
  const firstFocus = useRef(initialFocus);

  useEffect(() => {
    const element = ref.current!;
    const before = document.activeElement as HTMLElement | null;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLElement>(firstFocus.current)?.focus();
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

  return {
    dialogProps: {
      ref,
      onKeyDown,
      onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
        event.preventDefault();
        onCancel();
      },
    },
  };
}
