import { useEffect } from 'react';

/**
 * Asks search engines not to index this page while it is shown (`<meta name="robots"
 * content="noindex">`), for a page that answers "not found": the single-page app is served
 * with status 200, so the tag is what tells a crawler. Gone again when the page leaves.
 * An effect: it never reaches the HTML the server renders. A page the server renders uses
 * `<NoIndex />` (or `<PageMeta noIndex />`) instead.
 */
export function useNoIndex(active = true): void {
  useEffect(() => {
    if (!active) return;
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.append(tag);
    return () => tag.remove();
  }, [active]);
}
