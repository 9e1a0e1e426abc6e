import { useTranslation } from 'react-i18next';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ProductImage } from '../api/product-api';
import { ProductPicture } from '../../../components/product-picture';

/**
 * From 768 px: the chosen image large, with a row of thumbnail buttons (arrow keys move along
 * the row). The large image is never lazy: it is the page's largest paint.
 */
export function ThumbnailGallery({ images }: { images: ProductImage[] }) {
  const { t } = useTranslation('product');
  const [shown, setShown] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const image = images[shown] ?? images[0]!;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (shown + step + images.length) % images.length;
    setShown(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="product-gallery">
      <ProductPicture
        photo={image.photo}
        image={image.url}
        alt={image.alt}
        slot="gallery"
        priority
        className="product-gallery__image"
      />
      {images.length > 1 && (
        <ul className="product-gallery__thumbnails" aria-label={t('gallery.thumbnails')}>
          {images.map((thumbnail, index) => (
            <li key={thumbnail.url}>
              <button
                type="button"
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                className="product-gallery__thumbnail"
                aria-label={t('gallery.show', {
                  number: index + 1,
                  total: images.length,
                  alt: thumbnail.alt,
                })}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                onKeyDown={onKeyDown}
              >
                <ProductPicture
                  photo={thumbnail.photo}
                  image={thumbnail.url}
                  alt=""
                  slot="thumbnail"
                  size={72}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
