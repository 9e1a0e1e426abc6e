import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { FormAlert, FormField, SelectField, useFormFeedback } from '@shop/shared-ui/forms';
import {
  issuesToViolations,
  orderFilterSchema,
  orderStatuses,
  type OrderFilter,
} from '@shop/contracts/schemas';

const fields = ['status', 'ordered_from', 'ordered_till'] as const;
type Draft = Record<(typeof fields)[number], string>;

const draftOf = (filter: OrderFilter): Draft => ({
  status: filter.status ?? '',
  ordered_from: filter.ordered_from ?? '',
  ordered_till: filter.ordered_till ?? '',
});

/** Status and date range; checked with the schema the API checks them with. */
export function OrderFilters({
  filter,
  onApply,
}: {
  filter: OrderFilter;
  onApply: (filter: OrderFilter) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const feedback = useFormFeedback(fields);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filter));
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== ''));
    const parsed = v.safeParse(orderFilterSchema, chosen);
    if (!parsed.success) return feedback.showViolations(issuesToViolations(parsed.issues));
    feedback.clear();
    onApply(parsed.output);
  };
  const clear = () => {
    feedback.clear();
    setDraft(draftOf({}));
    onApply({});
  };

  return (
    <form
      ref={feedback.formRef}
      className="account-order-filters"
      aria-labelledby="account-order-filters-title"
      onSubmit={submit}
      noValidate
    >
      <h2 id="account-order-filters-title" className="shop-ui-visually-hidden">
        {t('orders.filters.title')}
      </h2>
      <FormAlert message={feedback.formError} />
      <SelectField
        name="status"
        label={t('orders.filters.status')}
        value={draft.status}
        onChange={set('status')}
        error={feedback.fieldErrors.status}
      >
        <option value="">{t('orders.filters.anyStatus')}</option>
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`common:orderStatus.${status}`)}
          </option>
        ))}
      </SelectField>
      <FormField
        name="ordered_from"
        type="date"
        label={t('orders.filters.from')}
        value={draft.ordered_from}
        onChange={set('ordered_from')}
        error={feedback.fieldErrors.ordered_from}
      />
      <FormField
        name="ordered_till"
        type="date"
        label={t('orders.filters.till')}
        value={draft.ordered_till}
        onChange={set('ordered_till')}
        error={feedback.fieldErrors.ordered_till}
      />
      <div className="account-actions">
        <button type="submit" className="shop-ui-button">
          {t('orders.filters.apply')}
        </button>
        <button type="button" className="shop-ui-button" onClick={clear}>
          {t('orders.filters.clear')}
        </button>
      </div>
    </form>
  );
}
