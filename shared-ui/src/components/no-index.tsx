/**
 * Asks search engines not to index the page while it is shown: `<meta name="robots"
 * content="noindex">`, hoisted into `<head>` by React 19 like `<PageMeta>`'s tags, so it is in the
 * HTML the server sends (a crawler reads no effect) and leaves with the page.
 */
export function NoIndex() {
  return <meta name="robots" content="noindex" />;
}
