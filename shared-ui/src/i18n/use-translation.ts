import { useMemo, useSyncExternalStore } from 'react';
import {
  changeLanguage,
  currentLanguage,
  fixedT,
  subscribeTranslations,
  translationsRevision,
  type TFunction,
} from './translator';

export interface Translation {
  t: TFunction;
  i18n: { language: string; changeLanguage: typeof changeLanguage };
}

/**
 * Every team's texts (ADR 0014): `t` for the namespaces given, in order, and the page's
 * language. Renders again when the language changes or a namespace arrives.
 */
export function useTranslation(namespaces: string | readonly string[] = 'common'): Translation {
  const revision = useSyncExternalStore(
    subscribeTranslations,
    translationsRevision,
    translationsRevision,
  );
  const names = typeof namespaces === 'string' ? namespaces : namespaces.join(',');
  return useMemo(
    () => ({
      t: fixedT(names.split(',')),
      i18n: { language: currentLanguage(), changeLanguage },
    }),
    // A new `t` after every change of language or texts, so components and effects follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [names, revision],
  );
}
