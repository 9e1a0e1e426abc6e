import { useEffect } from 'react';

/**
 * The title of a page that needs no more of the head than that (account, cart, checkout): a
 * `<title>` of its own while the page is shown, removed with it. `document.title = …` would
 * rename whichever title comes first and leave it behind beside the one a `<PageMeta>` page
 * renders next (ADR 0030).
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const element = document.createElement('title');
    element.textContent = title;
    document.head.prepend(element);
    return () => element.remove();
  }, [title]);
}
