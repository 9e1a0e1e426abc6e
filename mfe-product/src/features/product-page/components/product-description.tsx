import { useTranslation } from 'react-i18next';
import { useId, useLayoutEffect, useRef, useState } from 'react';

/**
 * The description, clamped after 12 lines by CSS (spec §9) with a toggle to read all of it.
 * The toggle shows only when the clamp hides something; that is measured again on resize.
 */
export function ProductDescription({ text }: { text: string }) {
  const { t } = useTranslation('product');
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);

  useLayoutEffect(() => {
    const element = body.current;
    if (!element || expanded) return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <section className="product-description" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="shop-ui-visually-hidden">
        {t('description.title')}
      </h2>
      <div
        id={`${id}-body`}
        ref={body}
        className={`product-description__body${expanded ? '' : ' product-description__body--clamped'}`}
      >
        {text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {(clamped || expanded) && (
        <button
          type="button"
          className="product-link-button"
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('description.readLess') : t('description.readMore')}
        </button>
      )}
    </section>
  );
}
