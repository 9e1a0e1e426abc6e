import { useId, type ReactNode } from 'react';
import { ConflictNote } from './conflict-note';

/**
 * An option's checkbox (card, personalization, letter, upsell). A conflicting option is
 * disabled and says why, and that note is the checkbox's description (ADR 0011).
 */
export function OptionCheck({
  checked,
  disabled = false,
  conflicting,
  describedBy,
  onChange,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  conflicting: boolean;
  /** Another note that describes the checkbox (a required personalization's). */
  describedBy?: string;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const conflictId = `${useId()}-conflict`;
  const described = [describedBy, conflicting && conflictId].filter(Boolean).join(' ');
  return (
    <>
      <label className="product-check">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled || conflicting}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {children}
      </label>
      {conflicting && <ConflictNote id={conflictId} />}
    </>
  );
}
