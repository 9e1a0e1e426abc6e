// The development server's settings (`pnpm start`), shared by the host and every remote. Its
// proxy stands in for the site's nginx (docker/nginx/host.conf.template) and must behave like
// it: the API sees the address the proxy saw, never one a client wrote (per-address rate
// limits), the API's answers pass through as they are (a 413 stays a 413), and nothing is added
// that nginx does not add (no wildcard CORS, no X-Powered-By).
const path = require('node:path');

/** Paths the site passes to the API unchanged (ADR 0009, 0031; RFC 8414 and Mercure). */
const ROOT_API_PATHS = new Set(['/robots.txt', '/sitemap.xml', '/authorize']);
const isRootApiPath = (pathname) =>
  ROOT_API_PATHS.has(pathname) || pathname.startsWith('/.well-known/');
const isApiPath = (pathname) => pathname === '/api' || pathname.startsWith('/api/');

/** Whether the dev server passes `pathname` to the API rather than answering it itself. */
const isProxied = (pathname) => isApiPath(pathname) || isRootApiPath(pathname);

/**
 * As nginx's `proxy_set_header`: X-Forwarded-For is the address of the socket, whatever the
 * client sent in it; X-Forwarded-Proto the scheme it came in on.
 */
function onProxyReq(proxyReq, req) {
  proxyReq.setHeader('x-forwarded-for', req.socket.remoteAddress ?? '');
  proxyReq.setHeader('x-forwarded-proto', req.socket.encrypted ? 'https' : 'http');
  if (req.shopBody) {
    proxyReq.removeHeader('transfer-encoding');
    proxyReq.setHeader('content-length', req.shopBody.length);
    proxyReq.write(req.shopBody);
  }
}

/**
 * nginx reads a request's whole body before it opens the connection to the API
 * (proxy_request_buffering); so does this proxy. The API refuses a body over its limit before
 * reading it: it answers 413 and closes the connection. Written in one piece, the body meets
 * that answer already read; streamed in small pieces, a write fails first and Node's HTTP
 * client drops the answer, which became a 500. `onProxyReq` writes the buffered body.
 */
function bufferApiBodies(req, _res, next) {
  const pathname = (req.url ?? '/').split('?')[0];
  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'];
  if (!hasBody || !isProxied(pathname)) return next();
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('error', next);
  req.on('end', () => {
    req.shopBody = Buffer.concat(chunks);
    next();
  });
}

/** Only when the API never answered is it an error of the proxy's: 502, as nginx says it. */
function onError(error, req, res) {
  if (req.shopProxyAnswered) return;
  if (!res.headersSent) {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`The API did not answer (${error.code ?? error.message}).`);
  } else {
    res.destroy();
  }
}

function onProxyRes(_proxyRes, req) {
  req.shopProxyAnswered = true;
}

/** The proxy entries for an API on `apiPort`. */
function apiProxy(apiPort) {
  const target = `http://127.0.0.1:${apiPort}`;
  const common = { target, xfwd: false, onProxyReq, onProxyRes, onError };
  return [
    // The shop API, same origin, without the /api prefix (its documentation included).
    { ...common, context: isApiPath, pathRewrite: { '^/api': '' } },
    // The live update hub (Server-Sent Events): streamed through, never timed out.
    {
      ...common,
      context: (pathname) => pathname === '/.well-known/mercure',
      proxyTimeout: 0,
      timeout: 0,
    },
    // robots.txt and sitemap.xml (ADR 0031), the authorize page (exactly /authorize:
    // /authorize/callback is the shell's) and the OAuth metadata (RFC 8414), at the site's root
    // with the path unchanged. The Host goes through: the URLs in them are on this origin.
    { ...common, context: isRootApiPath },
  ];
}

/**
 * A remote's federation files are fetched by the host's page on another port: they, and only
 * they, may be read by that origin (nginx's remotes allow any origin for their static files;
 * the development server names the host's). The host and every proxied answer add nothing.
 */
function corsHeaders(hostPort) {
  const hostOrigins = new Set([`http://localhost:${hostPort}`, `http://127.0.0.1:${hostPort}`]);
  return (req) => {
    const origin = req.headers.origin;
    const pathname = (req.url ?? '/').split('?')[0];
    if (!origin || !hostOrigins.has(origin) || isProxied(pathname)) return {};
    return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  };
}

/**
 * @param {object} options
 * @param {string} options.dir         the app's folder
 * @param {number} options.port        the app's dev port
 * @param {boolean} options.isHost
 * @param {number} options.hostPort    the host's dev port (remotes answer its origin's CORS)
 * @param {number} options.apiPort
 * @param {string} [options.serverBuildDir]  a remote's server build, served at /server (ADR 0033)
 * @param {object[]} [options.proxyFirst]  the app's own proxy rules, before the API's
 * @param {{ setupMiddlewares?: Function } & object} [options.extra] the app's own settings
 */
function devServerSettings({
  dir,
  port,
  isHost,
  hostPort,
  apiPort,
  serverBuildDir,
  proxyFirst = [],
  extra = {},
}) {
  const { setupMiddlewares, ...rest } = extra;
  return {
    port,
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    // Live reload on the name the page uses (localhost), which the pages' connect-src allows.
    client: { overlay: false, webSocketURL: `ws://localhost:${port}/ws` },
    ...(isHost ? {} : { headers: corsHeaders(hostPort) }),
    // The host's page (localhost:3000) loads a remote's scripts as a <script> from another port.
    // webpack-dev-server marks every answer to a host name it was not told of
    // `Cross-Origin-Resource-Policy: same-origin`, which the browser then refuses to run: the
    // names the shop's dev servers are reached by are told. They listen on 127.0.0.1 only.
    allowedHosts: ['localhost', '127.0.0.1'],
    static: [
      { directory: path.join(dir, 'public'), watch: false },
      ...(serverBuildDir
        ? [{ directory: serverBuildDir, publicPath: '/server', watch: false }]
        : []),
    ],
    proxy: [...proxyFirst, ...apiProxy(apiPort)],
    setupMiddlewares(middlewares, server) {
      // nginx says nothing about what serves the site (server_tokens off).
      server.app.disable('x-powered-by');
      middlewares.unshift({ name: 'shop-buffer-api-bodies', middleware: bufferApiBodies });
      return setupMiddlewares ? setupMiddlewares(middlewares, server) : middlewares;
    },
    ...rest,
  };
}

module.exports = { devServerSettings, apiProxy, isProxied };
