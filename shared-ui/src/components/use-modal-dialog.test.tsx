import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useModalDialog } from './use-modal-dialog';

function Question({ onCancel }: { onCancel: () => void }) {
  const { dialogProps } = useModalDialog({ initialFocus: '.safe', onCancel });
  return (
    <dialog {...dialogProps} aria-label="Zeker weten?">
      <button type="button">Ja</button>
      <button type="button" className="safe">
        Nee
      </button>
    </dialog>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Verwijderen
      </button>
      {open && <Question onCancel={() => setOpen(false)} />}
    </>
  );
}

describe('useModalDialog', () => {
  it('puts the focus on the first match, keeps Tab inside, and Escape gives the focus back', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Verwijderen' });
    opener.focus();
    fireEvent.click(opener);
    const yes = screen.getByRole('button', { name: 'Ja', hidden: true });
    const no = screen.getByRole('button', { name: 'Nee', hidden: true });
    expect(no).toHaveFocus();

    // Tab from the last element goes round to the first, Shift+Tab from the first to the last.
    fireEvent.keyDown(no, { key: 'Tab' });
    expect(yes).toHaveFocus();
    fireEvent.keyDown(yes, { key: 'Tab', shiftKey: true });
    expect(no).toHaveFocus();

    fireEvent.keyDown(no, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Nee', hidden: true })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('answers the browser’s own cancel of the dialog as a cancel', () => {
    const onCancel = jest.fn();
    render(<Question onCancel={onCancel} />);
    fireEvent(
      screen.getByRole('button', { name: 'Nee', hidden: true }).closest('dialog')!,
      new Event('cancel'),
    );
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
