import fp from 'fastify-plugin';
import type { PhotoFormat } from '@shop/contracts/api';
import { productDrawing, type ProductLook } from '../../../domain/product-drawing';
import { renderPhoto } from '../../../domain/photo-rendering';

export interface ProductPhotosOptions {
  /** The bytes the kept photos may hold together; the least recently sent go first beyond it. */
  maxBytes?: number;
  /** Photos rendered at once; more wait their turn (two cores: one left for everything else). */
  concurrentRenders?: number;
}

/** A rendition and the name it is kept under: its file name, which names its picture. */
export interface RenditionKey {
  file: string;
  look: ProductLook;
  view: number;
  width: number;
  format: PhotoFormat;
}

export type ProductPhotos = ReturnType<typeof productPhotos>;

declare module 'fastify' {
  interface FastifyInstance {
    productPhotos: ProductPhotos;
  }
}

/**
 * Product photos rendered at their first request and kept in memory (ADR 0055). Each is
 * rendered once per instance: requests that arrive while it renders wait for that render, and
 * a kept one is sent again by its file name alone, no database read. The whole catalogue's
 * renditions are about 40 MB; what is not asked for is never rendered.
 */
export function productPhotos({
  maxBytes = 48 * 1024 * 1024,
  concurrentRenders = 2,
}: ProductPhotosOptions = {}) {
  // A Map keeps its insertion order: re-inserting on every hit makes the first the least used.
  const kept = new Map<string, Buffer>();
  const rendering = new Map<string, Promise<Buffer>>();
  const waiting: (() => void)[] = [];
  let bytes = 0;
  let running = 0;

  const keep = (file: string, photo: Buffer) => {
    kept.set(file, photo);
    bytes += photo.length;
    for (const [oldest, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= old.length;
    }
  };

  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrentRenders) await new Promise<void>((go) => waiting.push(go));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  return {
    /** A photo already rendered, by its file name. */
    kept(file: string): Buffer | undefined {
      const photo = kept.get(file);
      if (photo) {
        kept.delete(file);
        kept.set(file, photo);
      }
      return photo;
    },

    /** The rendition, rendered now unless it is kept or being rendered. */
    rendition({ file, look, view, width, format }: RenditionKey): Promise<Buffer> {
      const photo = this.kept(file);
      if (photo) return Promise.resolve(photo);
      let pending = rendering.get(file);
      if (!pending) {
        pending = inTurn(() => renderPhoto(productDrawing(look, view), width, format))
          .then((rendered) => {
            keep(file, rendered);
            return rendered;
          })
          .finally(() => rendering.delete(file));
        rendering.set(file, pending);
      }
      return pending;
    },

    get size() {
      return { photos: kept.size, bytes };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('productPhotos', productPhotos());
  },
  { name: 'product-photos' },
);
