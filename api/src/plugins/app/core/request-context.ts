import fp from 'fastify-plugin';
import type { TFunction } from 'i18next';
import type { Locale, SiteContext } from '@shop/contracts/messages';
import { translatorFor } from '../../../http/i18n';
import { sendError } from '../../../http/hydra';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t: TFunction;
    site: SiteContext;
  }
}

/**
 * Every request gets its language (Accept-Language, falling back to nl-nl) and its site
 * (x-site-context, which decides the VAT rates). An unknown site is refused rather than
 * guessed, so a shopper never sees prices with the wrong country's VAT.
 */
export default fp(
  async (app) => {
    app.decorateRequest('locale', 'nl-nl');
    app.decorateRequest('t', null as unknown as TFunction);
    app.decorateRequest('site', 'nl');
    app.addHook('onRequest', async (request, reply) => {
      const { locale, t } = translatorFor(request.headers['accept-language']);
      request.locale = locale;
      request.t = t;
      reply.header('content-language', locale);
      reply.header('vary', 'accept-language, x-site-context');
      const site = request.headers['x-site-context'] ?? 'nl';
      if (site !== 'nl' && site !== 'be') return sendError(reply, 400, 'errors.badSiteContext');
      request.site = site;
    });
  },
  { name: 'request-context' },
);
