/** @jest-environment node */
import { createPageServer } from './page-server';
import { createReadiness, stopGracefully } from './graceful-stop';
import type { PageParts } from './page-template';
import type { RenderedPage } from './render-page';

const fillTemplate = async (parts: PageParts) =>
  `<html lang="${parts.lang}"><body>${parts.body}</body></html>`;

/** A page server whose renders end when `rendered` does, on a free port of 127.0.0.1. */
async function slowServer(rendered: Promise<unknown>) {
  const readiness = createReadiness();
  const app = createPageServer({
    config: { PAGE_CACHE_MS: 0, REMOTE_ORIGINS: '' },
    render: async (): Promise<RenderedPage> => {
      await rendered;
      return {
        status: 200,
        parts: { lang: 'nl-NL', head: '', body: '<h1>Klaar</h1>', afterRoot: '' },
      };
    },
    fillTemplate,
    shell: async () => '<div id="root"></div>',
    releases: () => 'r1',
    readiness,
    logLevel: 'silent',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, readiness, url: (path: string) => `http://127.0.0.1:${port}${path}` };
}

describe('the host server stopped (SIGTERM)', () => {
  it('finishes a page render in flight, turning readiness false first, then refuses connections', async () => {
    const { app, readiness, url } = await slowServer(
      new Promise((resolve) => setTimeout(resolve, 600)),
    );
    expect((await fetch(url('/health/ready'))).status).toBe(200);

    const page = fetch(url('/nl-nl/zonnig-boeket'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = stopGracefully(app, readiness, { delayMs: 200, timeoutMs: 5000 });

    const ready = await fetch(url('/health/ready'));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect(ready.headers.get('connection')).toBe('close');
    expect((await fetch(url('/health/live'))).status).toBe(200);

    const answer = await page;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<h1>Klaar</h1>');
    await expect(stopped).resolves.toBe('stopped');
    await expect(fetch(url('/health/live'))).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
  });

  it('gives up at its bound when a render outlasts it', async () => {
    let finishRender = () => {};
    const { app, readiness, url } = await slowServer(
      new Promise<void>((resolve) => (finishRender = resolve)),
    );
    const page = fetch(url('/nl-nl/'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(stopGracefully(app, readiness, { delayMs: 0, timeoutMs: 500 })).resolves.toBe(
      'timed out',
    );
    finishRender();
    expect((await page).status).toBe(200);
  });
});
