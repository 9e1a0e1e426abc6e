import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { designPhotoUpload, letterUpload } from '@shop/contracts/schemas';
import { JSON_LD, sendError, sendRefusal } from '../../http/hydra';
import { valibotSchema } from '../../http/valibot-schema';
import { cartParams } from '../../schemas/params';
import { letterTypeOf, safeFileName } from '../../domain/letter-file';
import { cartGuard, secretHeader } from './require-cart';
import { iri, contextIri } from '../../http/iri';
import { jsonLd } from '../../http/answers';
import { uploadSchema } from '../../schemas/answers/cart';

const sizeInMb = letterUpload.maxBytes / (1024 * 1024);

/**
 * POST /carts/{uuid}/letters: a letter to send along with a line (ADR 0011); POST
 * /carts/{uuid}/photos: a photo for a design (ADR 0028), checked the same way. Multipart is
 * parsed only here, so no other route accepts a 5 MB body. Both limits are 5 MB.
 */
export default async function cartLetterRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: letterUpload.maxBytes, files: 1, fields: 5, parts: 6 },
  });
  const requireCart = cartGuard(app);

  /** One upload route: a letter, or a design's photo (ADR 0028), each with its own types. */
  const uploadRoute = (
    path: '/:uuid/letters' | '/:uuid/photos',
    summary: string,
    upload: {
      kind: 'letter' | 'photo';
      types: readonly string[];
      typeKey: string;
      sizeKey: string;
      '@type': string;
    },
  ) =>
    app.post<{ Params: { uuid: string } }>(
      path,
      {
        schema: {
          tags: ['cart'],
          headers: secretHeader,
          summary,
          params: valibotSchema(cartParams),
          answers: { 201: jsonLd(uploadSchema, 'The stored file') },
        },
        // Every upload is stored: a limit keeps one visitor from filling the database.
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        preHandler: requireCart,
      },
      async (request, reply) => {
        if (!request.isMultipart()) return sendError(reply, 415, 'errors.unsupportedMediaType');
        let file;
        let content: Buffer;
        try {
          file = await request.file();
          if (!file || file.fieldname !== 'file')
            return sendRefusal(reply, [{ path: 'file', key: 'validation.required' }]);
          content = await file.toBuffer();
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT')
            return sendRefusal(
              reply,
              [{ path: 'file', key: upload.sizeKey, values: { size: sizeInMb } }],
              413,
            );
          throw error;
        }
        const contentType = letterTypeOf(content);
        if (!contentType || !upload.types.includes(contentType))
          return sendRefusal(reply, [{ path: 'file', key: upload.typeKey }]);
        const stored = await app.carts.storeLetter(request.params.uuid, {
          fileName: safeFileName(file.filename),
          contentType,
          content,
          ...(upload.kind === 'photo' ? { kind: 'photo' as const } : {}),
        });
        return reply
          .code(201)
          .type(JSON_LD)
          .send({
            '@context': contextIri(upload['@type']),
            '@id': iri(`/carts/${request.params.uuid}/${upload.kind}s/${stored.id}`),
            '@type': upload['@type'],
            ...stored,
          });
      },
    );

  uploadRoute(
    '/:uuid/letters',
    'Upload a letter (multipart, field `file`): PDF, JPEG or PNG by content, at most 5 MB',
    {
      kind: 'letter',
      types: letterUpload.types,
      typeKey: 'validation.letterType',
      sizeKey: 'validation.letterSize',
      '@type': 'Letter',
    },
  );
  uploadRoute(
    '/:uuid/photos',
    'Upload a photo for a design (multipart, field `file`): JPEG or PNG by content, at most 5 MB',
    {
      kind: 'photo',
      types: designPhotoUpload.types,
      typeKey: 'validation.designPhotoType',
      sizeKey: 'validation.designPhotoSize',
      '@type': 'Photo',
    },
  );
}
