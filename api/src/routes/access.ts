import type { AccessDeclaration } from '../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  // For search engines, at the site's root (ADR 0031); JSON-LD: the context documents and the
  // Hydra API documentation (ADR 0042).
  public: ['GET /robots.txt', 'GET /sitemap.xml', 'GET /contexts/:type', 'GET /docs.jsonld'],
  sameForEveryone: [
    'GET /robots.txt',
    'GET /sitemap.xml',
    'GET /contexts/:type',
    'GET /docs.jsonld',
  ],
} satisfies AccessDeclaration;
