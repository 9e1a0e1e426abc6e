/** A format a product photo comes in, as its file extension. */
export type PhotoFormat = 'avif' | 'webp' | 'jpg';

/**
 * A product photo as the API serves it (ADR 0055): one picture in several widths and formats,
 * each at an address that never changes its content (a new picture gets a new address), so
 * browsers and CDNs may keep it for a year. The page writes `srcset`, `sizes`, `width` and
 * `height` from it.
 */
export interface ProductPhoto {
  /**
   * A rendition's address, an RFC 6570 template: `{width}` one of `widths`, `{format}` one of
   * `formats` (`/api/media/products/zonnig-boeket-1.3f2a9c0b1d.{width}.{format}`).
   */
  url_template: string;
  /** Its widths in pixels, smallest first. */
  widths: number[];
  /** Its formats, best first; the last (`jpg`) is the one every browser shows. */
  formats: PhotoFormat[];
  /** The picture's own size (its largest rendition): `width`/`height` give its aspect ratio. */
  width: number;
  height: number;
}
