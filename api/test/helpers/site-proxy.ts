import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The site's routing of the API as docker/nginx/host.conf.template does it, for tests of a
 * live API through the site's URLs: `/api/*` without the prefix, and `/authorize` and
 * `/.well-known/*` with the path unchanged. Anything else is the shell's (404 here). The Host
 * passes through; X-Forwarded-For is the socket's address.
 */
export async function startSiteProxy(apiPort: number) {
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    const path = url.split('?')[0]!;
    const upstreamPath = path.startsWith('/api/')
      ? url.slice('/api'.length)
      : path === '/authorize' || path.startsWith('/.well-known/')
        ? url
        : null;
    if (upstreamPath === null) {
      response.writeHead(404).end();
      return;
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: apiPort,
        method: request.method,
        path: upstreamPath,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
