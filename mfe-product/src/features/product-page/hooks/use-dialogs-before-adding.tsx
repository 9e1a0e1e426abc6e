import { useTranslation } from 'react-i18next';
import { useCallback, useState, type RefObject } from 'react';
import { ConfirmDialog, type DialogAnswer } from '../components/confirm-dialog';
import { dialogsBeforeAdding, type DialogKind } from '../utils/dialogs-before-adding';
import type { CartLineHandOver } from '@shop/contracts/modules';
import type { ProductChoices } from '../utils/product-choices';

interface Asking {
  kind: DialogKind;
  answer: (answer: DialogAnswer) => void;
}

/** What the runner needs of the page: its state, and how to change and rebuild it. */
export interface DialogContext {
  choices: ProductChoices;
  stateOf: (choices: ProductChoices) => Parameters<typeof dialogsBeforeAdding>[0];
  lineOf: (choices: ProductChoices) => CartLineHandOver | null;
  dropCard: () => void;
  dropLetter: () => void;
  cardText: RefObject<HTMLElement | null>;
  letterFile: RefObject<HTMLElement | null>;
}

// After the dialog has closed and given focus back: the field the shopper is sent to.
const focusLater = (target: RefObject<HTMLElement | null>) =>
  setTimeout(() => target.current?.focus());

/**
 * Asks the spec's questions one by one before adding (`dialogsBeforeAdding`). Answers that
 * drop the card or the letter change the page and the line; any other way out cancels.
 * `confirm` resolves as AddToCart's hook does: false, true, or the changed line.
 */
export function useDialogsBeforeAdding(context: DialogContext) {
  const { t } = useTranslation('product');
  const [asking, setAsking] = useState<Asking | null>(null);
  const { choices, stateOf, lineOf, dropCard, dropLetter, cardText, letterFile } = context;

  const confirm = useCallback(async (): Promise<boolean | CartLineHandOver> => {
    const ask = (kind: DialogKind) =>
      new Promise<DialogAnswer>((resolve) =>
        setAsking({
          kind,
          answer: (answer) => {
            setAsking(null);
            resolve(answer);
          },
        }),
      );
    let current = choices;
    const asked = new Set<DialogKind>();
    for (;;) {
      const kind = dialogsBeforeAdding(stateOf(current)).find((next) => !asked.has(next));
      if (!kind) break;
      asked.add(kind);
      const answer = await ask(kind);
      if (answer === 'cancel') return false;
      if (kind === 'cardWithoutText' || kind === 'letterWithoutFile') {
        const card = kind === 'cardWithoutText';
        if (answer === 'confirm') {
          focusLater(card ? cardText : letterFile);
          return false;
        }
        current = card
          ? { ...current, card: { ...current.card, chosen: false } }
          : { ...current, letter: { ...current.letter, chosen: false } };
        (card ? dropCard : dropLetter)();
      } else if (answer === 'alternative') return false;
    }
    return current === choices ? true : (lineOf(current) ?? false);
  }, [choices, stateOf, lineOf, dropCard, dropLetter, cardText, letterFile]);

  const quantity = choices.quantity ?? 1;
  const dialog = asking && (
    <ConfirmDialog
      key={asking.kind}
      question={{
        title: t(`dialogs.${asking.kind}.title`, { quantity }),
        body: t(`dialogs.${asking.kind}.body`, { quantity }),
        confirm: t(`dialogs.${asking.kind}.confirm`),
        alternative: t(`dialogs.${asking.kind}.alternative`),
      }}
      onAnswer={asking.answer}
    />
  );
  return { confirm, dialog };
}
