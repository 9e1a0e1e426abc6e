// The Ingress against the host's nginx (docker/nginx/host.conf.template): every address that
// nginx passes to the API, the Ingress sends to the API too, with the same limits.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { OVERLAYS, renderOverlay } from './objects.mjs';
import { repoRoot } from './remotes.mjs';

/** nginx's locations that pass to the API: `= /robots.txt`, `/api/`, `~ ^/api/carts/…$`. */
function apiLocations() {
  const template = readFileSync(path.join(repoRoot, 'docker/nginx/host.conf.template'), 'utf8');
  return [...template.matchAll(/location\s+([^{]+?)\s*\{((?:\$\{\w+\}|[^{}])*)\}/g)]
    .filter(([, , body]) => /proxy_pass \$\{API_UPSTREAM\}/.test(body))
    .map(([, where, body]) => {
      const [modifier, address] = where.includes(' ') ? where.split(/\s+/) : ['', where];
      const bodySize = /client_max_body_size (\S+);/.exec(body)?.[1];
      return { modifier, address, bodySize };
    });
}

/** The site's Ingress paths to the API: path, pathType and the Ingress's annotations. */
function apiPaths(objects) {
  return objects
    .filter((object) => object.kind === 'Ingress' && object.metadata.name !== 'remotes')
    .flatMap((ingress) =>
      ingress.spec.rules[0].http.paths
        .filter((item) => item.backend.service.name === 'api')
        .map((item) => ({ ...item, annotations: ingress.metadata.annotations ?? {} })),
    );
}

describe('the Ingress routes as the host nginx does', () => {
  it('reads the API locations out of the template', () => {
    const addresses = apiLocations().map((location) => location.address);
    for (const address of ['/api/', '/robots.txt', '/authorize', '/.well-known/mercure']) {
      assert.ok(addresses.includes(address), address);
    }
  });

  for (const overlay of OVERLAYS) {
    it(`sends every address the host's nginx passes to the API to the API (${overlay})`, () => {
      const paths = apiPaths(renderOverlay(overlay));
      for (const { modifier, address, bodySize } of apiLocations()) {
        let route;
        if (modifier === '=') {
          route = paths.find((item) => item.pathType === 'Exact' && item.path === address);
        } else if (modifier === '~') {
          // A regular expression: the Ingress's own is the same addresses with a capture group
          // for ingress-nginx's rewrite-target.
          const pattern = address.replace(/^\^\/api\//, '');
          route = paths.find((item) => item.path.replace(/^\/api\/\((.*)\)\$$/, '$1$') === pattern);
        } else {
          // A prefix (/api/, /api/docs): the /api/ route covers it, prefix taken off.
          route = paths.find((item) => item.path === '/api/(.*)' && address.startsWith('/api/'));
        }
        assert.ok(route, `no Ingress path to the API for nginx's location ${modifier} ${address}`);
        if (bodySize) {
          assert.equal(
            route.annotations['nginx.ingress.kubernetes.io/proxy-body-size'],
            bodySize,
            `body size for ${address}`,
          );
        }
      }
    });
  }
});
