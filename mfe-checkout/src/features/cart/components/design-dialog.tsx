import { useTranslation } from 'react-i18next';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ApiError } from '@shop/shared-http';
import { useModalDialog } from '@shop/shared-ui';
import { FormAlert, FormField, apiErrorMessage } from '@shop/shared-ui/forms';
import {
  designSchemaFor,
  issuesToViolations,
  type PersonalizationDefinition,
} from '@shop/contracts/schemas';
import '../../../i18n/design-messages';
import { DesignPhotoField, type DesignPhoto } from './design-photo-field';
import { DesignPreview } from './design-preview';
import './design-dialog.css';

/** What the shopper made: one text per line of the product's rules, and a photo. */
export interface DesignDraft {
  lines: string[];
  photo: DesignPhoto | null;
}

export interface DesignDialogProps {
  productName: string;
  definition: PersonalizationDefinition;
  initial?: DesignDraft;
  editing?: boolean;
  /** Adds or saves the design; a refusal (ApiError) keeps the dialog open with its messages. */
  onConfirm: (draft: DesignDraft) => Promise<void>;
  onCancel: () => void;
}

type Errors = Record<string, string>;
const photoKey = (photo: DesignPhoto | null) =>
  photo ? (photo instanceof File ? photo.name : photo.id) : undefined;

/**
 * The design step 'Ontwerp maken' promises (ADR 0028): a modal `<dialog>` with a field per text
 * line of the product (its label and limit from the catalogue), a photo where the product takes
 * one, a live preview, and the shared schema's messages. Escape and 'Annuleren' cancel, Tab
 * stays inside, focus returns where it was.
 */
export default function DesignDialog({
  productName,
  definition,
  initial,
  editing = false,
  onConfirm,
  onCancel,
}: DesignDialogProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [lines, setLines] = useState<string[]>(() =>
    definition.lines.map((_, index) => initial?.lines[index] ?? ''),
  );
  const [photo, setPhoto] = useState<DesignPhoto | null>(initial?.photo ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const { dialogProps } = useModalDialog({
    initialFocus: 'input',
    onCancel: () => {
      if (!busy) onCancel();
    },
  });

  const message = (key: string, values?: Record<string, unknown>) =>
    t(`common:${key}`, values ?? {});
  const focusFirstError = (found: Errors) => {
    const first = Object.keys(found)[0];
    const index = first?.startsWith('lines.') ? Number(first.slice(6)) : null;
    const target =
      index !== null
        ? dialogProps.ref.current?.querySelector<HTMLElement>(`[name="design-line-${index}"]`)
        : first === 'photoId'
          ? dialogProps.ref.current?.querySelector<HTMLElement>('input[type="file"]')
          : dialogProps.ref.current?.querySelector<HTMLElement>('[role="alert"]');
    setTimeout(() => target?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = v.safeParse(designSchemaFor(definition), {
      lines,
      photoId: photoKey(photo),
    });
    const found: Errors = {};
    let formMessage: string | null = null;
    for (const violation of issuesToViolations(checked.issues ?? [])) {
      const text = message(violation.key, violation.values);
      if (violation.path === '') formMessage = text;
      else found[violation.path] = text;
    }
    if (errors.photoId && photo === null && !found.photoId) found.photoId = errors.photoId;
    setErrors(found);
    setAlert(formMessage);
    if (formMessage || Object.keys(found).length) return focusFirstError(found);
    setBusy(true);
    try {
      await onConfirm({ lines: lines.map((text) => text.trim()), photo });
    } catch (error) {
      const fromApi: Errors = {};
      if (error instanceof ApiError)
        for (const violation of error.violations)
          fromApi[violation.propertyPath.replace(/^design\.?/, '') || ''] = violation.message;
      setErrors(fromApi);
      setAlert(apiErrorMessage(error, t));
      setBusy(false);
      focusFirstError({});
    }
  };

  return (
    <dialog
      {...dialogProps}
      className="checkout-design"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
    >
      <div className="checkout-design__header">
        <h2 id={`${id}-title`}>{t(editing ? 'design.editTitle' : 'design.title')}</h2>
        <button
          type="button"
          className="checkout-design__close"
          aria-label={t('design.close')}
          onClick={() => !busy && onCancel()}
        >
          ×
        </button>
      </div>
      <p id={`${id}-intro`}>{t('design.intro', { product: productName })}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="checkout-design__body">
        <div className="checkout-design__fields">
          <FormAlert message={alert} />
          {definition.lines.map((rule, index) => (
            <FormField
              key={index}
              name={`design-line-${index}`}
              label={rule.required ? rule.label : `${rule.label} ${t('design.optional')}`}
              hint={t('design.remaining', {
                count: Math.max(0, rule.max_length - [...lines[index]!].length),
              })}
              error={errors[`lines.${index}`]}
              value={lines[index]}
              maxLength={rule.max_length}
              aria-required={rule.required || undefined}
              autoComplete="off"
              onChange={(event) =>
                setLines((current) =>
                  current.map((text, at) => (at === index ? event.target.value : text)),
                )
              }
            />
          ))}
          {definition.photo && (
            <DesignPhotoField
              photo={photo}
              required={definition.photo.required}
              error={errors.photoId}
              onChange={(chosen, problem) => {
                setPhoto(chosen);
                setErrors(({ photoId: _dropped, ...rest }) =>
                  problem ? { ...rest, photoId: message(problem.key, problem.values) } : rest,
                );
              }}
            />
          )}
        </div>
        <DesignPreview lines={lines} photo={photo} />
        <div className="checkout-design__actions">
          <button type="submit" className="shop-ui-button" aria-disabled={busy || undefined}>
            {busy ? t('design.saving') : t('design.confirm')}
          </button>
          <button
            type="button"
            className="checkout-link-button"
            onClick={() => !busy && onCancel()}
          >
            {t('design.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
