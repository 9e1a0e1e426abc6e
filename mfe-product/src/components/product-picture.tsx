import type { ProductPhoto } from '@shop/contracts/api';
import {
  photoSlots,
  photoTypes,
  photoUrl,
  srcSetOf,
  srcWidth,
  type PhotoSlot,
} from './photo-slots';

interface ProductPictureProps {
  /** The API's photo (ADR 0055); absent from an API before it, when `image` alone is shown. */
  photo: ProductPhoto | undefined;
  image: string;
  alt: string;
  slot: PhotoSlot;
  /** The page's largest paint: fetched first, never lazily. Everything else waits to be near. */
  priority?: boolean;
  /** The size it is shown at when the slot fixes it (a thumbnail); else the photo's own. */
  size?: number;
  className?: string;
}

/**
 * A product photo for its slot: AVIF and WebP sources and a JPEG `<img>`, each with the slot's
 * widths and `sizes`, and `width`/`height` so the page keeps its place before it loads.
 */
export function ProductPicture({
  photo,
  image,
  alt,
  slot,
  priority = false,
  size,
  className,
}: ProductPictureProps) {
  // Loading hints first: a browser reading `src` before `loading` would fetch it at once.
  const img = {
    ...(priority
      ? { fetchPriority: 'high' as const }
      : { loading: 'lazy' as const, decoding: 'async' as const }),
    alt,
    width: size ?? photo?.width ?? 1200,
    height: size ?? photo?.height ?? 1200,
    className,
  };
  if (!photo) return <img {...img} src={image} />;
  const { sizes } = photoSlots[slot];
  const fallback = photo.formats.at(-1) ?? 'jpg';
  return (
    <picture>
      {photo.formats.slice(0, -1).map((format) => (
        <source
          key={format}
          type={photoTypes[format]}
          srcSet={srcSetOf(photo, format, slot)}
          sizes={sizes}
        />
      ))}
      <img
        {...img}
        src={photoUrl(photo, srcWidth(photo, slot), fallback)}
        srcSet={srcSetOf(photo, fallback, slot)}
        sizes={sizes}
      />
    </picture>
  );
}

/**
 * `<link rel="preload">` for the page's largest photo, hoisted into `<head>` (React 19, ADR
 * 0030; the host server writes it there, ADR 0033): the browser fetches it with the HTML, in
 * the best format, at the width the slot's `<picture>` will choose. Browsers that cannot show
 * that format skip it and take their source from the picture.
 */
export function PhotoPreload({ photo, slot }: { photo: ProductPhoto; slot: PhotoSlot }) {
  const best = photo.formats[0] ?? 'jpg';
  return (
    <link
      rel="preload"
      as="image"
      href={photoUrl(photo, srcWidth(photo, slot), best)}
      imageSrcSet={srcSetOf(photo, best, slot)}
      imageSizes={photoSlots[slot].sizes}
      type={photoTypes[best]}
      fetchPriority="high"
    />
  );
}
