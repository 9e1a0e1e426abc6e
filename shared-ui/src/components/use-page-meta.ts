import { useEffect } from 'react';

/**
 * Sets the page's title and meta description (search results and shared links show them).
 * Every page of every team calls this rather than touching `<head>` itself; the description
 * tag comes with the page's HTML and is created if something removed it.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (!description) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [description]);
}
