import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyClosure, importedPackages, neededToRun, runtimeClosure } from './runtime-deps.mjs';

describe('the packages a built program names', () => {
  it('reads imports, re-exports, dynamic imports and requires, by package', () => {
    const source = [
      'import Fastify from "fastify";',
      "import { eq } from 'drizzle-orm/pg-core';",
      "export { a } from '@fastify/cookie/plugin.js';",
      "import 'reflect-metadata';",
      'const pg = await import("pg");',
      'const store = require("@fastify/rate-limit/store/RedisStore.js");',
      "import { readFile } from 'node:fs/promises';",
      "const path = require('path');",
      "import local from './local.js';",
      'require("../up.js");',
      'const url = "https://example.com/x";',
      // A message that quotes an import is not one.
      'throw new Error("import { RouterProvider } from \'react-router/dom\'");',
    ].join('\n');
    assert.deepEqual([...importedPackages(source)].sort(), [
      '@fastify/cookie',
      '@fastify/rate-limit',
      'drizzle-orm',
      'fastify',
      'pg',
      'reflect-metadata',
    ]);
  });

  it('keeps code and licences, not types, source maps or documents', () => {
    assert.equal(neededToRun('/x/node_modules/fastify/fastify.js'), true);
    assert.equal(neededToRun('/x/node_modules/fastify/LICENSE'), true);
    assert.equal(neededToRun('/x/node_modules/fastify/types'), true);
    assert.equal(neededToRun('/x/node_modules/fastify/fastify.d.ts'), false);
    assert.equal(neededToRun('/x/node_modules/pg/index.d.mts'), false);
    assert.equal(neededToRun('/x/node_modules/pg/lib/client.js.map'), false);
    assert.equal(neededToRun('/x/node_modules/pg/README.md'), false);
  });
});

describe("a program's packages copied from pnpm's store", () => {
  /**
   * A workspace installed by pnpm: app depends on a (which depends on b and has the optional
   * peer typescript beside it) and on tool, which the program never imports.
   */
  function workspace() {
    const root = mkdtempSync(path.join(tmpdir(), 'runtime-deps-'));
    const store = path.join(root, 'node_modules/.pnpm');
    const install = (entry, name, manifest, deps = []) => {
      const dir = path.join(store, entry, 'node_modules', name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, ...manifest }));
      writeFileSync(path.join(dir, 'index.js'), `module.exports = '${name}';`);
      writeFileSync(path.join(dir, 'index.d.ts'), 'export {};');
      for (const [depName, depEntry] of deps) {
        const link = path.join(store, entry, 'node_modules', depName);
        mkdirSync(path.dirname(link), { recursive: true });
        symlinkSync(
          path.relative(path.dirname(link), path.join(store, depEntry, 'node_modules', depName)),
          link,
        );
      }
    };
    install(
      '@scope+a@1.0.0_typescript@5.9.3',
      '@scope/a',
      {
        dependencies: { b: '1' },
        peerDependencies: { typescript: '5' },
        peerDependenciesMeta: { typescript: { optional: true } },
      },
      [
        ['b', 'b@1.0.0'],
        ['typescript', 'typescript@5.9.3'],
      ],
    );
    install('b@1.0.0', 'b', {});
    install('typescript@5.9.3', 'typescript', {});
    install('tool@1.0.0', 'tool', { dependencies: { b: '1' } }, [['b', 'b@1.0.0']]);
    const app = path.join(root, 'app');
    for (const [name, entry] of [
      ['@scope/a', '@scope+a@1.0.0_typescript@5.9.3'],
      ['tool', 'tool@1.0.0'],
    ]) {
      const link = path.join(app, 'node_modules', name);
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(
        path.relative(path.dirname(link), path.join(store, entry, 'node_modules', name)),
        link,
      );
    }
    return { root, app };
  }

  it('takes what is imported and what that depends on, not a tool nor an optional peer', () => {
    const { app } = workspace();
    const closure = runtimeClosure(app, ['@scope/a']);
    assert.deepEqual(closure.entries, ['@scope+a@1.0.0_typescript@5.9.3', 'b@1.0.0']);
    assert.deepEqual([...closure.roots.keys()], ['@scope/a']);
    assert.deepEqual(closure.missing, []);
  });

  it('names a package the program imports but the app does not depend on', () => {
    const { app } = workspace();
    assert.deepEqual(runtimeClosure(app, ['@scope/a', 'left-pad']).missing, ['left-pad']);
  });

  it('copies them in pnpm layout, so Node resolves the same files, without declarations', () => {
    const { root, app } = workspace();
    const out = path.join(root, 'out/node_modules');
    copyClosure(runtimeClosure(app, ['@scope/a']), out);
    const a = path.join(out, '@scope/a');
    assert.equal(readlinkSync(a), '../.pnpm/@scope+a@1.0.0_typescript@5.9.3/node_modules/@scope/a');
    assert.equal(readFileSync(path.join(a, 'index.js'), 'utf8'), "module.exports = '@scope/a';");
    assert.equal(existsSync(path.join(a, 'index.d.ts')), false);
    // b beside a, as pnpm links it; no tool, no typescript.
    assert.equal(
      readFileSync(
        path.join(out, '.pnpm/@scope+a@1.0.0_typescript@5.9.3/node_modules/b/index.js'),
        'utf8',
      ),
      "module.exports = 'b';",
    );
    assert.equal(existsSync(path.join(out, 'tool')), false);
    assert.equal(existsSync(path.join(out, '.pnpm/typescript@5.9.3')), false);
  });
});
