import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import type { Locale, SiteContext } from '@shop/shared-ui/messages';
import { translatorFor } from './i18n';
import { sendError } from './hydra';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t: TFunction;
    site: SiteContext;
  }
}

/** Every request gets its language (Accept-Language) and its site (x-site-context). */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('locale', 'nl-nl');
  app.decorateRequest('t', null as unknown as TFunction);
  app.decorateRequest('site', 'nl');
  app.addHook('onRequest', async (request, reply) => {
    const { locale, t } = translatorFor(request.headers['accept-language']);
    request.locale = locale;
    request.t = t;
    const site = request.headers['x-site-context'] ?? 'nl';
    if (site !== 'nl' && site !== 'be') {
      return sendError(reply, 400, 'errors.badSiteContext');
    }
    request.site = site;
    reply.header('content-language', locale);
    reply.header('vary', 'accept-language, x-site-context');
  });
}
