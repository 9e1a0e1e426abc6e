import type { FastifyInstance } from 'fastify';
import catalogueCaching from '../../plugins/app/catalogue/catalogue-caching';

/** The catalogue's GETs carry an ETag and may be cached for five minutes; nothing else is. */
export default async function catalogueHooks(app: FastifyInstance) {
  await app.register(catalogueCaching);
}
