import type { ProductImage } from '../api/product-api';
import { ImageCarousel } from './image-carousel';
import { ThumbnailGallery } from './thumbnail-gallery';
import { PhotoPreload } from '../../../components/product-picture';

/**
 * Thumbnails from 768 px, a swipeable carousel below (spec §2). Both are in the page and CSS
 * shows the one for the screen: the server cannot know the width, and the page must not change
 * its layout when it hydrates (ADR 0033). The hidden one is out of the accessibility tree, and
 * its images past the first load lazily, so no image is fetched twice: both show the first
 * with the same `sizes`, so the browser picks the same file for both, the one preloaded.
 */
export function ProductGallery({ images }: { images: ProductImage[] }) {
  if (images.length === 0) return null;
  const first = images[0]!.photo;
  return (
    <>
      {first && <PhotoPreload photo={first} slot="gallery" />}
      <div className="product-gallery-layout product-gallery-layout--wide" data-layout="wide">
        <ThumbnailGallery images={images} />
      </div>
      <div className="product-gallery-layout product-gallery-layout--narrow" data-layout="narrow">
        <ImageCarousel images={images} />
      </div>
    </>
  );
}
