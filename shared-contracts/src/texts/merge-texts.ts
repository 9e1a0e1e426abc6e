/** Texts: nested keys, `{{name}}` placeholders, plurals as `key_one`/`key_other`. */
export interface Messages {
  [key: string]: string | Messages;
}

/**
 * `extra` laid over `base`, nested keys merged, into new objects (i18next extends what it holds,
 * and a part's texts must stay as they came): parts of one namespace make one set of texts.
 */
export function mergedTexts(base: Messages, extra: Messages): Messages {
  const result: Messages = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key];
    result[key] =
      typeof value === 'object'
        ? mergedTexts(typeof current === 'object' ? current : {}, value)
        : value;
  }
  return result;
}
