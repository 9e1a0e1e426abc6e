import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PhotoFormat } from '@shop/contracts/api';
import { sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { viewCount } from '../../../domain/product-image';
import { parsePhotoFile, photoFile, photoHash, PHOTO_SIZE } from '../../../domain/product-photo';
import { mimeTypes } from '../../../domain/photo-rendering';
import { productImageParams } from '../../../schemas/params';
import { file } from '../../../http/answers';

/** A rendition's address names its picture: its bytes never change (ADR 0055). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * An address that does not name the current picture (a slug, an SVG address of before, a hash
 * from before the product changed): the current picture, which may change.
 */
const CURRENT = 'public, max-age=300';

const photoAnswers = Object.values(mimeTypes).map((type) => file(type, 'The photo'));

export default async function productImageRoutes(app: FastifyInstance) {
  /**
   * The product and view a name asks for: a slug with its `view`, or (no view given) a slug
   * alone (view 1) or `{slug}-{n}`, where a slug ending in -2 still wins.
   */
  async function findView(name: string, view?: number) {
    const whole = await app.catalogue.productLook(name);
    const split = !whole && view === undefined ? /^(.+)-([1-9])$/.exec(name) : null;
    const look = whole ?? (split ? await app.catalogue.productLook(split[1]!) : null);
    const asked = view ?? (split ? Number(split[2]) : 1);
    return look && asked <= viewCount(look.imageCount) ? { look, view: asked } : null;
  }

  const send = (reply: FastifyReply, photo: Buffer, format: PhotoFormat, cacheControl: string) =>
    reply.type(mimeTypes[format]).header('cache-control', cacheControl).send(photo);

  app.get<{ Params: { file: string } }>(
    '/:file',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'A product photo: `{slug}-{view}.{hash}.{width}.{format}` (AVIF, WebP or JPEG; the addresses a product answer’s `photo` names, cached for a year), or `{slug}.jpg`, `{slug}-{view}.jpg` for the current picture (and the `.svg` addresses of before)',
        params: valibotSchema(productImageParams),
        answers: { 200: photoAnswers },
      },
    },
    async (request, reply) => {
      const asked = parsePhotoFile(request.params.file);
      if (!asked) return sendError(reply, 404, 'errors.notFoundResource');
      if (asked.kind === 'rendition') {
        // Kept under its own name: the picture it names, whatever the product looks like now.
        const kept = app.productPhotos.kept(request.params.file);
        if (kept) return send(reply, kept, asked.format, IMMUTABLE);
      }
      const found = await findView(asked.name, asked.kind === 'rendition' ? asked.view : undefined);
      if (!found) return sendError(reply, 404, 'errors.notFoundResource');
      const { look, view } = found;
      const [width, format] =
        asked.kind === 'rendition' ? [asked.width, asked.format] : [PHOTO_SIZE, 'jpg' as const];
      const hash = photoHash(look, view);
      const current = photoFile(look, view, width, format, hash);
      const photo = await app.productPhotos.rendition({ file: current, look, view, width, format });
      const named = asked.kind === 'rendition' && asked.hash === hash;
      return send(reply, photo, format, named ? IMMUTABLE : CURRENT);
    },
  );
}
