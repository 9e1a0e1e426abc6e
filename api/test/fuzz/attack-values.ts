/**
 * What the fuzz suite sends instead of good values. Every string an operation could store carries
 * a marker (`FZMARK<case>`), so that after the run the database can be searched for anything a
 * refused request left behind.
 */

export const MARKER = 'FZMARK';
export const markerOf = (caseId: number) => `${MARKER}${caseId}Q`;
/** The case numbers of the markers in a stored text. */
export const markersIn = (text: string) =>
  [...text.matchAll(/FZMARK(\d+)Q/gi)].map((match) => Number(match[1]));

/** Strings that must be stored (when valid) exactly as typed and never run as SQL or HTML. */
export const injectionStrings = {
  sqlQuote: "' OR 1=1 --",
  sqlStacked: '1; DROP TABLE customers',
  sqlUnion: "x' UNION SELECT email, password_hash FROM customers --",
  script: '<script>alert(1)</script>',
  htmlAttribute: '"><img src=x onerror=alert(1)>',
  formula: '=HYPERLINK("http://evil.example","Klik")',
} as const;

export const traversalStrings = {
  traversal: '../../etc/passwd',
  traversalEncoded: '..%2F..%2Fetc%2Fpasswd',
  traversalDoubleEncoded: '%252e%252e%252fetc%252fpasswd',
  nullByte: 'x%00.svg',
  badEncoding: '%E0%A4%A',
} as const;

/** 10 000 characters: far beyond every documented maxLength. */
export const OVERSIZED_STRING = 'x'.repeat(10_000);

/** Just over the app's 100 KB body limit. */
export const OVERSIZED_BODY_BYTES = 100 * 1024 + 1;

/** A value of every JSON type, to put where another type belongs. */
export const wrongTypeValues: Record<string, unknown> = {
  string: 'not-a-number',
  number: 12345,
  negative: -1,
  float: 1.5,
  huge: 1e308,
  int32Overflow: 2_147_483_648,
  boolean: true,
  null: null,
  array: ['a', 1],
  object: { nested: { deeper: 'x' } },
};

/** Bodies that are not JSON at all, sent as application/json. */
export const malformedJson: Record<string, string> = {
  truncated: '{"a":',
  trailingComma: '{"a":1,}',
  singleQuotes: "{'a':1}",
  bareWord: 'undefined',
  protoPoison: '{"__proto__":{"polluted":true}}',
  constructorPoison: '{"constructor":{"prototype":{"polluted":true}}}',
  deepNesting: '['.repeat(5000) + ']'.repeat(5000),
  controlCharacters: '{"a":"\u0000\u0001"}',
  empty: '',
};

/** Authorization headers that prove nothing. */
export function badAuthorizations(forgedToken: string): Record<string, string> {
  return {
    garbageBearer: 'Bearer garbage',
    emptyBearer: 'Bearer ',
    malformedJwt: 'Bearer a.b.c',
    forgedJwt: `Bearer ${forgedToken}`,
    basic: 'Basic c2hvcDpzaG9w',
    sqlBearer: `Bearer ${injectionStrings.sqlQuote}`,
    oversizedBearer: `Bearer ${'x'.repeat(8_000)}`,
  };
}

/** Cart secrets that open nothing. */
export const badCartSecrets: Record<string, string> = {
  wrongSecret: 'a'.repeat(43),
  sqlSecret: injectionStrings.sqlQuote,
  oversizedSecret: 'x'.repeat(8_000),
  emptySecret: '',
};
