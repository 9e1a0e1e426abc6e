import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiResource, useLocale } from '@shop/shared-ui';
import { paymentApi } from './payment-api';
import {
  cardFieldTypes,
  loadMollie,
  mollieLocale,
  type CardFieldChange,
  type CardFieldType,
  type Mollie,
} from './mollie-components';

export type CardFieldState = Pick<CardFieldChange, 'valid' | 'dirty' | 'touched'>;
export type CardFieldStates = Record<CardFieldType, CardFieldState>;

const blank: CardFieldStates = Object.fromEntries(
  cardFieldTypes.map((type) => [type, { valid: false, dirty: false, touched: false }]),
) as CardFieldStates;

/** The components script did not load (blocked, offline, the provider down). */
export class CardFieldsScriptError extends Error {}

/**
 * The provider's four card fields: loads its script (once per page), mounts the fields into
 * `containers` in the shopper's locale, follows what each reports and unmounts them when the
 * card is no longer chosen. `checked` turns on after a submit: from then on an empty field is
 * marked as well.
 */
export function useCardFields() {
  const locale = useLocale();
  const script = useApiResource(async (signal) => {
    const settings = await paymentApi.provider(signal);
    const factory = await loadMollie(settings.componentsScript).catch((error: unknown) => {
      throw new CardFieldsScriptError(String(error));
    });
    return { settings, factory };
  }, []);
  const containers = useRef<Partial<Record<CardFieldType, HTMLElement | null>>>({});
  const mollie = useRef<Mollie | null>(null);
  const states = useRef<CardFieldStates>(blank);
  const [fields, setFields] = useState<CardFieldStates>(blank);
  const [checked, setChecked] = useState(false);

  const ready = script.data;
  useEffect(() => {
    if (!ready) return;
    const instance = ready.factory(ready.settings.profileId, {
      locale: mollieLocale(locale),
      testmode: ready.settings.testmode,
    });
    states.current = blank;
    setFields(blank);
    const mounted = cardFieldTypes.map((type) => {
      const component = instance.createComponent(type);
      component.addEventListener('change', ({ valid, dirty, touched }) => {
        states.current = { ...states.current, [type]: { valid, dirty, touched } };
        setFields(states.current);
      });
      component.mount(containers.current[type]!);
      return component;
    });
    mollie.current = instance;
    return () => {
      mollie.current = null;
      for (const component of mounted) component.unmount();
    };
  }, [ready, locale]);

  /** Shows what is wrong; true when every field may be turned into a token. */
  const check = useCallback(() => {
    setChecked(true);
    return mollie.current !== null && cardFieldTypes.every((type) => states.current[type].valid);
  }, []);

  /** A new token for every attempt: a token pays once. Null when the provider gave none. */
  const createToken = useCallback(async () => {
    try {
      return (await mollie.current?.createToken())?.token ?? null;
    } catch {
      return null;
    }
  }, []);

  // One ref callback per field for the component's life: a new function on every render would
  // have React detach and attach it each time.
  const [container] = useState(
    () =>
      Object.fromEntries(
        cardFieldTypes.map((type) => [
          type,
          (element: HTMLElement | null) => {
            containers.current[type] = element;
          },
        ]),
      ) as Record<CardFieldType, (element: HTMLElement | null) => void>,
  );

  return {
    error: script.error,
    retry: script.reload,
    ready: ready !== undefined,
    fields,
    checked,
    check,
    createToken,
    container,
  };
}
