import { useTranslation } from 'react-i18next';
import { useId, useState, type RefObject } from 'react';
import { Price } from '@shop/shared-ui';
import { type FieldMessage } from '@shop/contracts/schemas';
import type { LetterOption as LetterRules } from '../api/product-api';
import type { ProductChoices } from '../utils/product-choices';
import { letterFileMessage } from '../utils/letter-file';
import { OptionCheck } from './option-check';

type LetterChoice = ProductChoices['letter'];

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1).replace('.', ',');

/**
 * A letter sent along: a PDF, JPEG or PNG of at most 5 MB, checked here before anything is
 * sent. Checkout uploads the file to the cart when the line is added.
 */
export function LetterOption({
  letter,
  choice,
  onChange,
  conflicting,
  fileInputRef,
}: {
  letter: LetterRules | null;
  choice: LetterChoice;
  onChange: (change: Partial<LetterChoice>) => void;
  conflicting: boolean;
  fileInputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation(['product', 'common']);
  const id = useId();
  const [problem, setProblem] = useState<FieldMessage | null>(null);
  if (!letter) return null;
  const pick = (file: File | undefined) => {
    const message = file ? letterFileMessage(file, letter) : null;
    setProblem(message);
    onChange({ file: file && !message ? file : null });
  };
  const described = [`${id}-rules`, problem && `${id}-problem`].filter(Boolean).join(' ');
  return (
    <fieldset className="product-option">
      <legend>{t('letter.legend')}</legend>
      <OptionCheck
        checked={choice.chosen}
        conflicting={conflicting}
        onChange={(chosen) => onChange({ chosen })}
      >
        {t('letter.add')} <Price price={letter.price} />
      </OptionCheck>
      {choice.chosen && (
        <div className="product-field">
          <label htmlFor={`${id}-file`}>{t('letter.file')}</label>
          <input
            id={`${id}-file`}
            ref={fileInputRef}
            type="file"
            accept={letter.types.join(',')}
            aria-invalid={!!problem}
            aria-describedby={described}
            onChange={(event) => pick(event.target.files?.[0])}
          />
          <p id={`${id}-rules`} className="product-hint">
            {t('letter.rules', { size: letter.max_bytes / (1024 * 1024) })}
          </p>
          {choice.file && (
            <p className="product-hint" role="status">
              {t('letter.chosen', { name: choice.file.name, size: megabytes(choice.file.size) })}
            </p>
          )}
          {problem && (
            <p id={`${id}-problem`} className="product-error" role="alert">
              {t(`common:${problem.key}`, problem.values)}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
