// The part of Solr's query syntax the Locatieserver documents for `q` and `fq`, enough for the
// shop's lookups and the documentation's examples: `field:value`, `field:(a OR b)`, `"quoted
// words"`, `*:*`, terms joined by `and`/`AND`, and bare words searched in the display name.

/** The default `fq` of the free endpoint (documented): every kind of location but parcels. */
const defaultFilter = 'type:(gemeente OR woonplaats OR weg OR postcode OR adres)';

const unquote = (value) => value.replace(/^"(.*)"$/, '$1');

/** Does the document's field hold the value? Numbers exactly, text regardless of case. */
function fieldMatches(doc, field, value) {
  if (!(field in doc)) return false;
  const held = doc[field];
  if (typeof held === 'number') return String(held) === value;
  return String(held).toLowerCase() === value.toLowerCase();
}

/** One term as a predicate, or an Error the server answers 400 with. */
function termMatcher(term) {
  if (term === '*:*') return () => true;
  const field = /^([a-z_]+):(.+)$/.exec(term);
  if (field) {
    const [, name, raw] = field;
    const alternatives = /^\((.+)\)$/.exec(raw);
    const values = alternatives ? alternatives[1].split(/\s+OR\s+/i).map(unquote) : [unquote(raw)];
    if (values.some((value) => value === '' || /[()]/.test(value)))
      return new Error(`cannot read the query term '${term}'`);
    return (doc) => values.some((value) => fieldMatches(doc, name, value));
  }
  if (/[:()]/.test(term)) return new Error(`cannot read the query term '${term}'`);
  const word = unquote(term).toLowerCase();
  return (doc) =>
    String(doc.weergavenaam ?? '')
      .toLowerCase()
      .includes(word);
}

/** Splits on whitespace outside quotes and parentheses; drops `and`, which joins terms. */
function termsOf(text) {
  const terms = text.match(/(?:[^\s"(]+)?(?:"[^"]*"|\([^)]*\))|[^\s]+/g) ?? [];
  return terms.filter((term) => !/^and$/i.test(term));
}

/**
 * A predicate over documents for the request's `q` and `fq`s, every term required; or an Error
 * when a term cannot be read.
 */
export function documentFilter(q, fqs) {
  const filters = fqs.length > 0 ? fqs : [defaultFilter];
  const matchers = [...termsOf(q ?? ''), ...filters.flatMap(termsOf)].map(termMatcher);
  const problem = matchers.find((matcher) => matcher instanceof Error);
  if (problem) return problem;
  return (doc) => matchers.every((matcher) => matcher(doc));
}
