import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { designPhotoUpload, type FieldMessage } from '@shop/contracts/schemas';

/** A photo chosen now (uploaded when the design is confirmed), or the one the line has. */
export type DesignPhoto = File | { id: string; file_name: string };

const sizeInMb = designPhotoUpload.maxBytes / (1024 * 1024);

/** What the browser can tell before uploading; the API checks the content again (ADR 0028). */
function photoProblem(file: File): FieldMessage | null {
  if (!(designPhotoUpload.types as readonly string[]).includes(file.type))
    return { key: 'validation.designPhotoType' };
  if (file.size > designPhotoUpload.maxBytes)
    return { key: 'validation.designPhotoSize', values: { size: sizeInMb } };
  return null;
}

/** The design's photo: a labelled file input, the chosen file's name, and a way to remove it. */
export function DesignPhotoField({
  photo,
  required,
  error,
  onChange,
}: {
  photo: DesignPhoto | null;
  required: boolean;
  error?: string;
  onChange: (photo: DesignPhoto | null, problem?: FieldMessage) => void;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const name = photo ? (photo instanceof File ? photo.name : photo.file_name) : null;
  const describedBy = [`${id}-hint`, name && `${id}-chosen`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="shop-ui-field">
      <label htmlFor={id}>
        {t('design.photo')}
        {required ? '' : ` ${t('design.optional')}`}
      </label>
      <span id={`${id}-hint`} className="shop-ui-field__hint">
        {t('design.photoHint', { size: sizeInMb })}
      </span>
      <input
        id={id}
        type="file"
        accept={designPhotoUpload.types.join(',')}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const problem = photoProblem(file);
          if (problem) {
            event.target.value = '';
            onChange(null, problem);
          } else onChange(file);
        }}
      />
      {name && (
        <span id={`${id}-chosen`} className="checkout-design__chosen">
          {t('design.photoChosen', { file: name })}{' '}
          <button type="button" className="checkout-link-button" onClick={() => onChange(null)}>
            {t('design.removePhoto')}
          </button>
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="shop-ui-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
