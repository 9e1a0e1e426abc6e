import type { ProductImage } from '../api/product-api';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '../hooks/use-media-query';
import { ImageCarousel } from './image-carousel';
import { ThumbnailGallery } from './thumbnail-gallery';

/** Thumbnails from 768 px, a swipeable carousel below (spec §2). */
export function ProductGallery({ images }: { images: ProductImage[] }) {
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  if (images.length === 0) return null;
  return wide ? <ThumbnailGallery images={images} /> : <ImageCarousel images={images} />;
}
