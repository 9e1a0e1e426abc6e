import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { remoteNames, type RemoteName } from '@shop/contracts/modules';
import { composeSiteRoutes, routeManifestSchema, type RouteManifest } from '@shop/contracts/routes';
import { knownRemoteRoutes } from './known-remote-routes';

const root = path.resolve(__dirname, '../../..');

/** A remote's pages as it publishes them (ADR 0036): read as a file, never imported. */
const publishedRoutes = (remote: RemoteName): RouteManifest =>
  v.parse(
    routeManifestSchema,
    JSON.parse(readFileSync(path.join(root, `mfe-${remote}/src/route-manifest.json`), 'utf8')),
  );

/** What the host routes for one remote: every page with its guards and locale, every forward. */
const routedFor = (remote: RemoteName, manifest: RouteManifest) => {
  const { pages, redirects } = composeSiteRoutes({ [remote]: manifest });
  return { pages, redirects };
};

describe('the pages the host knows of each remote', () => {
  it.each(remoteNames)(
    "%s: routes every page, forward, guard and locale of the remote's route-manifest.json",
    (remote) => {
      expect(routedFor(remote, knownRemoteRoutes[remote])).toEqual(
        routedFor(remote, publishedRoutes(remote)),
      );
    },
  );

  it('tells a changed copy apart: a locale path, a guard, a forward', () => {
    const product = publishedRoutes('product');
    const changed: RouteManifest[] = [
      {
        ...product,
        pages: product.pages.map((page) =>
          page.module === 'ProductPage' ? { ...page, paths: { 'fr-be': '/produit/:slug' } } : page,
        ),
      },
      { ...product, pages: product.pages.map((page) => ({ ...page, browserOnly: true })) },
      { ...product, redirects: [{ from: '/product/:slug', to: '/p/:slug' }] },
      { ...product, pages: product.pages.slice(1) },
    ];
    for (const manifest of changed)
      expect(routedFor('product', manifest)).not.toEqual(routedFor('product', product));
  });
});
