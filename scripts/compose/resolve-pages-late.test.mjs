// The host image's entrypoint step that has nginx resolve the host server's name per page
// (docker/host-entrypoint/42-resolve-pages-late.sh), run as the image runs it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const script = path.resolve(
  import.meta.dirname,
  '../../docker/host-entrypoint/42-resolve-pages-late.sh',
);
const site = [
  'server {',
  '  location /api/ {',
  '    proxy_pass http://api:3100/;',
  '  }',
  '  location @page {',
  '    proxy_pass http://host-server:3010;',
  '    proxy_cache pages;',
  '  }',
  '}',
  '',
].join('\n');

function run(env) {
  const dir = mkdtempSync(path.join(tmpdir(), 'resolve-pages-late-'));
  const conf = path.join(dir, 'default.conf');
  writeFileSync(conf, site);
  const result = spawnSync('sh', [script], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      NGINX_SITE_CONF: conf,
      PAGE_UPSTREAM: 'http://host-server:3010',
      ...env,
    },
  });
  const resolver = path.join(dir, '00-resolver.conf');
  return {
    result,
    conf: readFileSync(conf, 'utf8'),
    resolver: existsSync(resolver) ? readFileSync(resolver, 'utf8') : undefined,
  };
}

describe("the host image's late resolution of the host server", () => {
  it('leaves the configuration as the template has it when no resolver is named', () => {
    const { result, conf, resolver } = run({});
    assert.equal(result.status, 0);
    assert.equal(conf, site);
    assert.equal(resolver, undefined);
  });

  it('passes pages through a variable, resolved by the named DNS server, and nothing else', () => {
    const { result, conf, resolver } = run({ PAGE_UPSTREAM_RESOLVER: '127.0.0.11' });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(resolver, 'resolver 127.0.0.11 valid=10s;\n');
    assert.equal(
      conf,
      site.replace(
        '    proxy_pass http://host-server:3010;',
        '    set $shop_page_upstream http://host-server:3010;\n    proxy_pass $shop_page_upstream;',
      ),
    );
    assert.match(conf, /proxy_pass http:\/\/api:3100\/;/);
  });

  it('stops the start when the pages are passed to another address than PAGE_UPSTREAM', () => {
    const { result, conf } = run({
      PAGE_UPSTREAM_RESOLVER: '127.0.0.11',
      PAGE_UPSTREAM: 'http://elsewhere:3010',
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /no 'proxy_pass http:\/\/elsewhere:3010;'/);
    assert.equal(conf, site);
  });
});
