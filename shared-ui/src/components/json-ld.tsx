/**
 * JSON for a `<script>` element: every `<` becomes `\u003c`, so no text in the data (a product
 * named `</script><script>…`) can end the element or open a comment; JSON parsers read it back
 * unchanged.
 */
export const serializeJsonLd = (data: object): string =>
  JSON.stringify(data).replace(/</g, '\\u003c');

/** schema.org structured data, rendered with the page (a data block: never executed). */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
