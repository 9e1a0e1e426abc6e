/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CANARY_PAGE_CACHE, createPageServer, PUBLIC_PAGE_CACHE } from './page-server';
import { ApiUnavailableError, NONCE_PLACEHOLDER } from './page-errors';
import type { PageParts } from './page-template';
import type { PageRequest, RenderedPage } from './render-page';

// As main.ts fills it: with the build's stylesheet written in (inline-stylesheets.ts).
const fillTemplate = async (parts: PageParts) =>
  `<html lang="${parts.lang}"><head><style nonce="${NONCE_PLACEHOLDER}">body{margin:0}</style>${parts.head}</head><body>${parts.body}${parts.afterRoot}</body></html>`;
const page = (body: string, status = 200): RenderedPage => ({
  status,
  parts: {
    lang: 'nl-NL',
    head: '<title>T</title>',
    body,
    afterRoot: `<script type="application/json" nonce="${NONCE_PLACEHOLDER}">{}</script>`,
  },
});

/** A GET through a real socket (Fastify's inject needs an ES module Jest cannot load here). */
async function get(
  app: ReturnType<typeof createPageServer>,
  url: string,
  headers: Record<string, string> = {},
) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers, redirect: 'manual' });
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}

const started: ReturnType<typeof createPageServer>[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

function server(render: () => Promise<RenderedPage>, cacheMs = 10_000, releases = () => 'r1') {
  return createPageServer({
    config: { PAGE_CACHE_MS: cacheMs, REMOTE_ORIGINS: 'http://remote.test' },
    render: jest.fn(render),
    fillTemplate,
    shell: async () => '<div id="root"></div>',
    releases,
    logLevel: 'silent',
  });
}
const track = <T extends ReturnType<typeof createPageServer>>(app: T): T => {
  started.push(app);
  return app;
};

describe('the host server', () => {
  it('answers a rendered page with public caching, the security headers and a fresh nonce each time', async () => {
    const render = jest.fn(async () => page('<h1>Zonnig boeket</h1>'));
    const app = track(
      createPageServer({
        config: { PAGE_CACHE_MS: 10_000, REMOTE_ORIGINS: 'http://remote.test' },
        render,
        fillTemplate,
        shell: async () => '',
        releases: () => 'r1',
        logLevel: 'silent',
      }),
    );
    const first = await get(app, '/p/zonnig-boeket');
    const second = await get(app, '/p/zonnig-boeket');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Zonnig boeket</h1>');
    expect(first.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['x-frame-options']).toBe('DENY');
    // Rendered once, served from memory the second time, each time with its own nonce.
    expect(render).toHaveBeenCalledTimes(1);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    const nonceOf = (response: typeof first) =>
      /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.body).toContain(`nonce="${nonceOf(first)}"`);
    expect(second.body).toContain(`nonce="${nonceOf(second)}"`);
    expect(first.body).not.toContain(NONCE_PLACEHOLDER);
    expect(String(first.headers['content-security-policy'])).not.toContain('unsafe-inline');
    // The page's scripts and its written-in stylesheets (inline-stylesheets.ts) carry it.
    const policy = String(first.headers['content-security-policy']);
    const nonce = `'nonce-${nonceOf(first)}'`;
    expect(/script-src ([^;]+)/.exec(policy)?.[1]).toContain(nonce);
    expect(/style-src ([^;]+)/.exec(policy)?.[1]).toContain(nonce);
  });

  it('keeps a page per VAT mode, and renders again when a remote’s release changes', async () => {
    let release = 'r1';
    const render = jest.fn(async () => page('<p>prijs</p>'));
    const app = track(
      createPageServer({
        config: { PAGE_CACHE_MS: 10_000, REMOTE_ORIGINS: '' },
        render,
        fillTemplate,
        shell: async () => '',
        releases: () => release,
        logLevel: 'silent',
      }),
    );
    await get(app, '/');
    await get(app, '/', { cookie: 'shop-host-vat-mode=exclusive' });
    expect(render).toHaveBeenCalledTimes(2);
    release = 'r2';
    await get(app, '/');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('renders a canary shopper’s page apart, tells the renderer which remotes to leave, and keeps it out of shared caches', async () => {
    const render = jest.fn(async (_request: PageRequest) => page('<p>cadeaukaart</p>'));
    const app = track(
      createPageServer({
        config: { PAGE_CACHE_MS: 10_000, REMOTE_ORIGINS: '' },
        render,
        fillTemplate,
        shell: async () => '',
        releases: () => 'r1',
        canaries: (cookie) => (cookie?.includes('shop-host-canary=giftcard') ? ['giftcard'] : []),
        logLevel: 'silent',
      }),
    );
    const stable = await get(app, '/cadeaukaart/saldo');
    const canary = await get(app, '/cadeaukaart/saldo', { cookie: 'shop-host-canary=giftcard' });
    const canaryAgain = await get(app, '/cadeaukaart/saldo', {
      cookie: 'shop-host-canary=giftcard',
    });
    expect(render.mock.calls.map(([request]) => request.canaries)).toEqual([[], ['giftcard']]);
    expect(stable.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    expect(canary.headers['cache-control']).toBe(CANARY_PAGE_CACHE);
    expect(CANARY_PAGE_CACHE).toMatch(/\bprivate\b/);
    expect([canary.headers['x-cache'], canaryAgain.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    // No page sets a cookie: the browser draws the shopper's bucket itself (ADR 0037).
    expect(canary.headers['set-cookie']).toBeUndefined();
  });

  it('answers the localized "try again" page with 503 when the API is down, never cached', async () => {
    const app = track(
      server(async () => {
        throw new ApiUnavailableError(new TypeError('fetch failed'));
      }),
    );
    const response = await get(app, '/fr-be/p/zonnig-boeket');
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['retry-after']).toBe('30');
    expect(response.body).toContain('lang="fr-BE"');
    expect(response.body).toContain('momentanément indisponible');
    // Styled like every page: its written-in stylesheet carries the response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(response.body).toContain(`<style nonce="${nonce}">`);
    expect(response.body).not.toContain(NONCE_PLACEHOLDER);
  });

  it('answers the client-rendered shell with 200 when rendering fails, never a 500', async () => {
    const app = track(
      server(async () => {
        throw new Error('a bug in a page');
      }),
    );
    const response = await get(app, '/c/boeketten');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('forwards with a redirect when the page says so', async () => {
    const app = track(server(async () => ({ status: 301, redirect: '/fr-be/cadeaukaart/saldo' })));
    const response = await get(app, '/fr-be/cadeaukaart');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/fr-be/cadeaukaart/saldo');
  });

  it('answers a page that is not found with 404 and no shared caching', async () => {
    const app = track(server(async () => page('<h1>Niet gevonden</h1>', 404)));
    const response = await get(app, '/p/bestaat-niet');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the page CSP and the payment provider (ADR 0052)', () => {
  const payment = 'https://js.mollie.test https://www.mollie.test';
  const policyOf = async (PAYMENT_ORIGINS?: string) => {
    const app = track(
      createPageServer({
        config: { PAGE_CACHE_MS: 0, REMOTE_ORIGINS: 'http://remote.test', PAYMENT_ORIGINS },
        render: async () => page('<h1>Afrekenen</h1>'),
        fillTemplate,
        shell: async () => '',
        releases: () => 'r1',
        logLevel: 'silent',
      }),
    );
    const policy = String(
      (await get(app, '/afrekenen/gegevens')).headers['content-security-policy'],
    );
    return Object.fromEntries(
      policy.split('; ').map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
  };

  it('admits the provider’s script, card frames and logos from PAYMENT_ORIGINS, and nothing more of it', async () => {
    const policy = await policyOf(payment);
    for (const directive of ['script-src', 'frame-src', 'img-src'])
      expect(policy[directive]).toEqual(expect.arrayContaining(payment.split(' ')));
    expect(policy['connect-src']).toEqual(["'self'", 'http://remote.test']);
    expect(policy['style-src']).not.toContain('https://js.mollie.test');
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('admits frames of the site only without a provider', async () => {
    const policy = await policyOf(undefined);
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
  });

  it('says what the nginx shell’s CSP says, but for the nonce (docker/nginx/host.conf.template)', async () => {
    const template = readFileSync(
      path.join(__dirname, '../../../docker/nginx/host.conf.template'),
      'utf8',
    );
    const shellPolicies = [
      ...template.matchAll(/add_header Content-Security-Policy "([^"]+)"/g),
    ].map(([, policy]) =>
      policy!
        .replaceAll('${REMOTE_ORIGINS}', 'http://remote.test')
        .replaceAll('${PAYMENT_ORIGINS}', payment)
        .replace(/ +/g, ' '),
    );
    const pagePolicy = Object.entries(await policyOf(payment))
      .map(([name, sources]) => [name, ...sources.filter((s: string) => !s.startsWith("'nonce-"))])
      .map((directive) => directive.join(' '))
      .join('; ');
    expect(shellPolicies.length).toBeGreaterThan(0);
    for (const shellPolicy of shellPolicies)
      expect(shellPolicy.split('; ').sort()).toEqual(pagePolicy.split('; ').sort());
  });
});
