import { useTranslation } from 'react-i18next';
import { useHydrated } from '@shop/shared-ui';
import { useId, useState, type FormEvent, type HTMLInputTypeAttribute } from 'react';
import * as v from 'valibot';
import {
  issuesToViolations,
  orderSearchSchema,
  type OrderSearchInput,
  type Violation,
} from '@shop/contracts/schemas';

export interface SearchField {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
}

/**
 * One way of searching (by number or by address): its fields checked with the same schema the
 * API uses, 'required' marked on the field and named once above the form (spec section 5).
 */
export function SearchForm(props: {
  by: OrderSearchInput['by'];
  title: string;
  fields: SearchField[];
  submitting: boolean;
  onSearch: (input: OrderSearchInput) => void;
}) {
  const { t } = useTranslation(['giftcard', 'common']);
  const id = useId();
  const [violations, setViolations] = useState<Violation[]>([]);
  // Usable once the script runs (after hydration): the search goes through it only.
  const hydrated = useHydrated();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form, not kept in state: what was typed before hydration counts too.
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = v.safeParse(orderSearchSchema, { by: props.by, ...values });
    if (!parsed.success) {
      setViolations(issuesToViolations(parsed.issues));
      return;
    }
    setViolations([]);
    props.onSearch(parsed.output);
  };

  return (
    // POST: sent before the script has run, the order's details stay out of the address.
    <form
      method="post"
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={props.submitting}
      onSubmit={submit}
    >
      <h2 id={`${id}-title`}>{props.title}</h2>
      {violations.length > 0 && (
        <p role="alert" className="giftcard-error">
          {t('common:errors.form')}
        </p>
      )}
      {props.fields.map((field) => {
        const violation = violations.find((item) => item.path === field.name);
        const inline =
          violation && violation.key !== 'validation.required'
            ? t(`common:${violation.key}`, violation.values)
            : null;
        return (
          <div className="giftcard-field" key={field.name}>
            <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete ?? 'off'}
              aria-invalid={violation ? true : undefined}
              aria-describedby={inline ? `${id}-${field.name}-error` : undefined}
            />
            {inline && (
              <span id={`${id}-${field.name}-error`} className="giftcard-error">
                {inline}
              </span>
            )}
          </div>
        );
      })}
      <button type="submit" className="shop-ui-button" disabled={props.submitting || !hydrated}>
        {props.submitting ? t('common:states.submitting') : t('orderSearch.search.submit')}
      </button>
    </form>
  );
}
