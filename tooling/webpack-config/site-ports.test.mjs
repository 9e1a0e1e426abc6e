// `pnpm start`'s ports move together (START_PORT_BASE), and its development builds never land
// where the production builds live (the e2e suite, the bench and the images read those).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const { sitePortsFrom } = require('./site-ports.cjs');
const { serverOutDir } = require('./server-config.cjs');

const portsWith = (base) =>
  spawnSync(process.execPath, ['-p', "JSON.stringify(require('./site-ports.cjs').sitePorts)"], {
    cwd: import.meta.dirname,
    env: { ...process.env, START_PORT_BASE: base },
    encoding: 'utf8',
  });

test('the development site listens on 3000 and beside it unless told otherwise', () => {
  assert.deepEqual(JSON.parse(portsWith('').stdout), {
    host: 3000,
    account: 3001,
    checkout: 3002,
    product: 3003,
    giftcard: 3004,
    backoffice: 3005,
    api: 3100,
    pdok: 3110,
    mollie: 3111,
    pages: 3010,
  });
});

test('START_PORT_BASE moves every port of the site, no two the same', () => {
  const ports = JSON.parse(portsWith('5000').stdout);
  assert.deepEqual(ports, sitePortsFrom(5000));
  assert.equal(ports.host, 5000);
  assert.equal(ports.api, 5100);
  assert.equal(new Set(Object.values(ports)).size, Object.keys(ports).length);
});

test('a START_PORT_BASE that is no port stops the start and names itself', () => {
  const run = portsWith('abc');
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /START_PORT_BASE must be a port number/);
});

test('development server builds go to dist-dev, never over the production builds', () => {
  const host = { dir: path.join(root, 'host'), name: 'host' };
  const product = { dir: path.join(root, 'mfe-product'), name: 'product' };
  assert.equal(
    serverOutDir(host, { production: false }),
    path.join(root, 'host', 'dist-dev', 'server'),
  );
  assert.equal(
    serverOutDir(product, { production: false }),
    path.join(root, 'mfe-product', 'dist-dev', 'server'),
  );
  assert.equal(serverOutDir(host, { production: true }), path.join(root, 'host', 'dist-server'));
  assert.equal(
    serverOutDir(product, { production: true }),
    path.join(root, 'mfe-product', 'dist', 'server'),
  );
});
