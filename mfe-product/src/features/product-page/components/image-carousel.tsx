import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import type { ProductImage } from '../api/product-api';
import { ProductPicture } from '../../../components/product-picture';

/**
 * Below 768 px: the images side by side in a scroll-snapping strip the shopper swipes, with
 * previous/next buttons for keyboard and screen reader users. Only the first image loads at once.
 * At either end a button says it cannot go further but keeps focus (a disabled one would drop
 * it to the top of the page).
 */
export function ImageCarousel({ images }: { images: ProductImage[] }) {
  const { t } = useTranslation('product');
  const strip = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(0);
  const show = (index: number) => {
    const target = Math.max(0, Math.min(images.length - 1, index));
    const list = strip.current;
    list?.scrollTo?.({ left: target * list.clientWidth, behavior: 'smooth' });
    setShown(target);
  };
  const onScroll = () => {
    const list = strip.current;
    if (list && list.clientWidth > 0) setShown(Math.round(list.scrollLeft / list.clientWidth));
  };
  return (
    <section
      className="product-carousel"
      aria-roledescription={t('gallery.carousel')}
      aria-label={t('gallery.images')}
    >
      <ul className="product-carousel__strip" ref={strip} onScroll={onScroll} tabIndex={0}>
        {images.map((image, index) => (
          <li
            key={image.url}
            className="product-carousel__slide"
            aria-roledescription={t('gallery.slide')}
            aria-label={t('gallery.position', { number: index + 1, total: images.length })}
          >
            <ProductPicture
              photo={image.photo}
              image={image.url}
              alt={image.alt}
              slot="gallery"
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <div className="product-carousel__controls">
          <button
            type="button"
            className="product-carousel__button"
            onClick={() => show(shown - 1)}
            aria-disabled={shown === 0}
            aria-label={t('gallery.previous')}
          >
            ‹
          </button>
          <span aria-live="polite">
            {t('gallery.position', { number: shown + 1, total: images.length })}
          </span>
          <button
            type="button"
            className="product-carousel__button"
            onClick={() => show(shown + 1)}
            aria-disabled={shown === images.length - 1}
            aria-label={t('gallery.next')}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
