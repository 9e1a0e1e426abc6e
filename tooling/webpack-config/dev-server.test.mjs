// The development proxy behaves like the site's nginx (issue 22): a real webpack-dev-server
// with the settings `pnpm start` uses, in front of a stub API.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { devServerSettings } = require('./dev-server.cjs');

const API_BODY_LIMIT = 100 * 1024;

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The API's part: /echo answers what reached it; a POST over the limit is refused as Fastify
 * does it, with a 413 before the body is read and the connection closed.
 */
function startStubApi() {
  const server = http.createServer((req, res) => {
    if (Number(req.headers['content-length'] ?? 0) > API_BODY_LIMIT) {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify({ 'hydra:description': 'The request is too large.' }));
      return;
    }
    let received = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (received += chunk));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ url: req.url, headers: req.headers, body: received }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A request by node:http, so a large body can be sent and the status read even if the upload is cut short. */
function request(port, { method = 'GET', url, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path: url, headers });
    let settled = false;
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        settled = true;
        resolve({ status: response.statusCode, headers: response.headers, text });
      });
    });
    // Writing the rest of a refused body fails once the answer came; only an answerless failure counts.
    outgoing.on('error', (error) => setTimeout(() => settled || reject(error), 200));
    outgoing.end(body);
  });
}

async function startDevServer({ isHost, apiPort, hostPort }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-dev-proxy-'));
  writeFileSync(path.join(dir, 'index.js'), 'console.log("shell");\n');
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist'), filename: 'main.js' },
    infrastructureLogging: { level: 'error' },
    stats: 'none',
  });
  const port = await freePort();
  const server = new WebpackDevServer(
    devServerSettings({ dir, port, isHost, hostPort, apiPort, extra: {} }),
    compiler,
  );
  await server.start();
  return {
    port,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('the development proxy (tooling/webpack-config/dev-server.cjs)', () => {
  let api;
  let host;
  let remote;
  const hostPort = 3000;

  before(async () => {
    api = await startStubApi();
    host = await startDevServer({ isHost: true, apiPort: api.address().port, hostPort });
    remote = await startDevServer({ isHost: false, apiPort: api.address().port, hostPort });
  });
  after(async () => {
    await host?.stop();
    await remote?.stop();
    await new Promise((resolve) => api?.close(resolve));
  });

  it('sets X-Forwarded-For from the socket, overwriting what the client sent', async () => {
    const answer = await request(host.port, {
      url: '/api/echo?x=1',
      headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.1' },
    });
    assert.equal(answer.status, 200);
    const seen = JSON.parse(answer.text);
    assert.equal(seen.url, '/echo?x=1');
    assert.equal(seen.headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(seen.headers['x-forwarded-proto'], 'http');
  });

  it('passes a request body through whole', async () => {
    const form = 'grant_type=password&username=demo%40bloemenzo.nl&password=Bloem3n!';
    const answer = await request(host.port, {
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    assert.equal(answer.status, 200);
    assert.equal(JSON.parse(answer.text).body, form);
    assert.equal(JSON.parse(answer.text).url, '/token');
  });

  it('passes the OAuth metadata and the other root paths to the API unchanged', async () => {
    for (const url of [
      '/.well-known/oauth-authorization-server',
      '/robots.txt',
      '/authorize?a=1',
    ]) {
      const answer = await request(host.port, {
        url,
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      assert.equal(answer.status, 200, url);
      assert.equal(JSON.parse(answer.text).url, url);
      assert.equal(JSON.parse(answer.text).headers['x-forwarded-for'], '127.0.0.1');
    }
  });

  it('sends no wildcard CORS and no X-Powered-By, proxied or its own', async () => {
    for (const server of [host, remote]) {
      for (const url of ['/api/echo', '/main.js']) {
        const answer = await request(server.port, {
          url,
          headers: { origin: 'https://evil.example' },
        });
        assert.equal(answer.status, 200, url);
        assert.equal(answer.headers['access-control-allow-origin'], undefined, url);
        assert.equal(answer.headers['x-powered-by'], undefined, url);
      }
    }
    // The host's page may read a remote's federation files, and nothing of the API through it.
    const origin = `http://localhost:${hostPort}`;
    const asset = await request(remote.port, { url: '/main.js', headers: { origin } });
    assert.equal(asset.headers['access-control-allow-origin'], origin);
    const proxied = await request(remote.port, { url: '/api/echo', headers: { origin } });
    assert.equal(proxied.headers['access-control-allow-origin'], undefined);
    const own = await request(host.port, { url: '/main.js', headers: { origin } });
    assert.equal(own.headers['access-control-allow-origin'], undefined);
  });

  it('lets the host’s page run a remote’s scripts (no same-origin resource policy)', async () => {
    for (const name of ['localhost', '127.0.0.1']) {
      const script = await request(remote.port, {
        url: '/main.js',
        headers: {
          host: `${name}:${remote.port}`,
          'sec-fetch-mode': 'no-cors',
          'sec-fetch-site': 'same-site',
          'sec-fetch-dest': 'script',
        },
      });
      assert.equal(script.status, 200, name);
      assert.equal(script.headers['cross-origin-resource-policy'], undefined, name);
    }
    // Another site's page still may not load them.
    const foreign = await request(remote.port, {
      url: '/main.js',
      headers: {
        host: 'evil.example',
        'sec-fetch-mode': 'no-cors',
        'sec-fetch-site': 'cross-site',
      },
    });
    assert.equal(foreign.status, 403);
  });

  it('passes the API’s 413 for a large body through, every time', async () => {
    const body = Buffer.alloc(5 * 1024 * 1024, 'a');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await request(host.port, {
        method: 'POST',
        url: '/api/carts',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
        body,
      });
      assert.equal(answer.status, 413, `attempt ${attempt}: ${answer.text}`);
      assert.match(answer.text, /too large/);
    }
  });
});
