import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { apiErrorMessage, FormAlert, FormField } from '@shop/shared-ui/forms';
import type { BackOfficeOrder } from '@shop/contracts/api';
import { orderTransitionSchema, type FulfilmentTransition } from '@shop/contracts/schemas';
import { backOfficeApi } from '../../../api/back-office-api';

/**
 * The steps ADR 0015's table allows from the order's status, one button each, with a note for
 * the history. The API decides again: a step another staff member made meanwhile ends in its
 * 409 message, and the order is read again.
 */
export function TransitionForm(props: {
  order: BackOfficeOrder;
  steps: FulfilmentTransition[];
  onMoved: (order: BackOfficeOrder) => void;
}) {
  const { t } = useTranslation(['backoffice', 'common']);
  const id = useId();
  const [busy, setBusy] = useState<FulfilmentTransition | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');

  const move = async (transition: FulfilmentTransition) => {
    const parsed = v.safeParse(orderTransitionSchema, {
      transition,
      ...(note.trim() ? { note } : {}),
    });
    if (!parsed.success) return setError(t('common:errors.form'));
    setError(null);
    setBusy(transition);
    try {
      props.onMoved(await backOfficeApi.move(props.order.uuid, parsed.output));
      setNote('');
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
      // The order may have moved on meanwhile: show it as it is now.
      await backOfficeApi
        .order(props.order.uuid)
        .then((fresh) => fresh.status !== props.order.status && props.onMoved(fresh))
        .catch(() => undefined);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="backoffice-steps" aria-busy={busy !== null}>
      <FormAlert message={error} />
      <FormField
        name="note"
        label={t('detail.note')}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="backoffice-actions" role="group" aria-labelledby={`${id}-steps`}>
        <span id={`${id}-steps`} hidden>
          {t('detail.actions')}
        </span>
        {props.steps.map((step) => (
          <button
            key={step}
            type="button"
            className="shop-ui-button"
            disabled={busy !== null}
            onClick={() => void move(step)}
          >
            {busy === step ? t('common:states.submitting') : t(`detail.transition.${step}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
