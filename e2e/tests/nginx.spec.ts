import { createServer, type IncomingHttpHeaders } from 'node:http';
import { expect, test, type APIRequestContext } from '../helpers/test';
import {
  baseURL,
  distOf,
  hostServerConfig,
  ports,
  startNginx,
  startPageServer,
  stopNginx,
  stopPageServer,
} from '../helpers/site';

// Issue 30: the host's nginx (docker/nginx/host.conf.template, as compose runs it) takes the 5 MB
// letters and photos, answers a larger one as the API would, and passes the Host with its port.

const MB = 1024 * 1024;
const signatures = { pdf: '%PDF-1.4\n', png: '\x89PNG\r\n\x1a\n' } as const;
/** A file of `bytes` bytes whose first bytes make it a PDF or a PNG, as the API checks. */
const fileOf = (bytes: number, kind: keyof typeof signatures) => {
  const buffer = Buffer.alloc(bytes, 0x20);
  buffer.write(signatures[kind], 'latin1');
  return buffer;
};

async function newCart(request: APIRequestContext) {
  const response = await request.post(`${baseURL}/api/carts`);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { uuid: string; secret: string };
}

async function upload(
  request: APIRequestContext,
  cart: { uuid: string; secret: string },
  what: 'letters' | 'photos',
  bytes: number,
  language: string,
) {
  const kind = what === 'letters' ? 'pdf' : 'png';
  return request.post(`${baseURL}/api/carts/${cart.uuid}/${what}`, {
    headers: { 'x-cart-secret': cart.secret, 'accept-language': language },
    multipart: {
      file: {
        name: `bestand.${kind}`,
        mimeType: kind === 'pdf' ? 'application/pdf' : 'image/png',
        buffer: fileOf(bytes, kind),
      },
    },
  });
}

test.describe('the host’s nginx', () => {
  test('takes a letter of up to 5 MB to the API, and answers a larger one with the API’s 413', async ({
    request,
  }) => {
    const cart = await newCart(request);
    for (const bytes of [4.9 * MB, 5 * MB]) {
      const taken = await upload(request, cart, 'letters', Math.floor(bytes), 'nl-NL');
      expect(taken.status(), await taken.text()).toBe(201);
      expect((await taken.json()).size).toBe(Math.floor(bytes));
    }

    for (const [what, language] of [
      ['letters', 'nl-NL,nl;q=0.9'],
      ['photos', 'fr-BE,fr;q=0.9'],
      ['letters', 'en-US,en;q=0.9'],
    ] as const) {
      // One byte over: nginx passes it on, the API refuses it.
      const api = await upload(request, cart, what, 5 * MB + 1, language);
      expect(api.status()).toBe(413);
      expect(api.headers()['content-type']).toMatch(/^application\/ld\+json/);
      const refusal = await api.json();
      expect(refusal.violations[0].propertyPath).toBe('file');
      // Far over: nginx does not take it, and answers the very same error, not its HTML page.
      const proxy = await upload(request, cart, what, 8 * MB, language);
      expect(proxy.status()).toBe(413);
      expect(proxy.headers()['content-type']).toMatch(/^application\/ld\+json/);
      expect(await proxy.json(), `${what} in ${language}`).toEqual(refusal);
    }
  });

  test('passes the Host with its port to the API and to the host server', async ({ request }) => {
    // A server in the place of the API and the host server, recording what nginx sends it.
    const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
    const recorder = createServer((incoming, answer) => {
      seen.push({ url: incoming.url ?? '', headers: incoming.headers });
      incoming.resume();
      incoming.on('end', () => answer.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
    });
    await new Promise<void>((resolve) =>
      recorder.listen(ports.upstreamRecorder, '127.0.0.1', resolve),
    );
    hostServerConfig(
      'nginx-check',
      ports.nginxCheck,
      distOf('host'),
      ports.upstreamRecorder,
      ports.upstreamRecorder,
    );
    startNginx('nginx-check');
    try {
      const origin = `127.0.0.1:${ports.nginxCheck}`;
      const paths = [
        '/api/catalogue/products',
        '/api/docs',
        '/robots.txt',
        '/sitemap.xml',
        '/authorize',
        '/.well-known/oauth-authorization-server',
        '/.well-known/mercure',
        '/p/zonnig-boeket',
      ];
      for (const path of paths) {
        const response = await request.get(`http://${origin}${path}`, {
          // A client's own X-Forwarded-Host never reaches the host server as the truth.
          headers: { 'x-forwarded-host': 'evil.example' },
        });
        expect(response.status(), path).toBe(200);
      }
      const posted = await request.post(`http://${origin}/api/carts/c1/letters`, {
        multipart: {
          file: { name: 'a.pdf', mimeType: 'application/pdf', buffer: fileOf(10, 'pdf') },
        },
      });
      expect(posted.status()).toBe(200);
      expect(seen.map((entry) => entry.url)).toEqual([
        '/catalogue/products',
        '/docs',
        '/robots.txt',
        '/sitemap.xml',
        '/authorize',
        '/.well-known/oauth-authorization-server',
        '/.well-known/mercure',
        '/p/zonnig-boeket',
        '/carts/c1/letters',
      ]);
      for (const entry of seen) expect(entry.headers.host, entry.url).toBe(origin);
      const page = seen.find((entry) => entry.url === '/p/zonnig-boeket')!;
      expect(page.headers['x-forwarded-host']).toBe(origin);
    } finally {
      stopNginx('nginx-check');
      await new Promise((resolve) => recorder.close(resolve));
    }
  });

  test('lets a host server without SITE_ORIGIN name its pages with the site’s port', async ({
    request,
  }) => {
    await startPageServer(
      { PORT: String(ports.originPages), SITE_ORIGIN: undefined },
      'origin-page-server',
    );
    hostServerConfig('origin-check', ports.originCheck, distOf('host'), ports.originPages);
    startNginx('origin-check');
    try {
      const site = `http://127.0.0.1:${ports.originCheck}`;
      const response = await request.get(`${site}/p/zonnig-boeket`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const canonical = /<link[^>]*rel="canonical"[^>]*>/.exec(html)?.[0] ?? '';
      expect(canonical).toContain(`href="${site}/p/zonnig-boeket"`);
    } finally {
      stopNginx('origin-check');
      stopPageServer('origin-page-server');
    }
  });
});
