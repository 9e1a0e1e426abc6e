/**
 * Mercure topic selectors: `*` (every topic), an exact topic, or a URI template whose
 * `{name}` expressions match one path segment each (`{+name}` may span several), e.g.
 * `/relation/companies/{uuid}`.
 */
const compiled = new Map<string, RegExp>();

function templatePattern(template: string): RegExp {
  let pattern = compiled.get(template);
  if (!pattern) {
    const source = template
      .split(/(\{\+?[A-Za-z0-9_.]+\})/)
      .map((part) => {
        if (/^\{\+/.test(part)) return '.+';
        if (/^\{/.test(part)) return '[^/?#]+';
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    pattern = new RegExp(`^${source}$`);
    compiled.set(template, pattern);
  }
  return pattern;
}

export function matchesSelector(topic: string, selector: string): boolean {
  if (selector === '*' || selector === topic) return true;
  return selector.includes('{') && templatePattern(selector).test(topic);
}

export const matchesAny = (topics: readonly string[], selectors: readonly string[]): boolean =>
  topics.some((topic) => selectors.some((selector) => matchesSelector(topic, selector)));

/**
 * May a subscriber holding `granted` selectors ask for `requested`? Either it is granted as
 * such, or it is a plain topic that a granted selector covers.
 */
export const mayRequest = (requested: string, granted: readonly string[]): boolean =>
  granted.some(
    (selector) =>
      selector === '*' ||
      selector === requested ||
      (!requested.includes('{') && matchesSelector(requested, selector)),
  );
