// The manifests' environment against the services' config schemas (run with `node --import tsx`):
// the schemas themselves are called with an environment that records every name they read.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseConfig } from '../../api/src/config.ts';
import { readServerConfig } from '../../host/src/server/config.ts';
import { OVERLAYS, containerEnv, find, imageEnv, renderOverlay } from './objects.mjs';
import { remoteNames, repoRoot } from './remotes.mjs';

/** Every variable a config reader reads, by handing it an environment that notes each look-up. */
function namesRead(read) {
  const names = new Set();
  const env = new Proxy(
    {},
    {
      get: (_, key) => (typeof key === 'string' && names.add(key), undefined),
      has: (_, key) => (typeof key === 'string' && names.add(key), false),
    },
  );
  try {
    read(env);
  } catch {
    // Nothing set: it fails on what it requires; the names it read are what counts here.
  }
  return [...names].filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name));
}

/** The variables a config reader refuses to start without, given `env` (e.g. NODE_ENV). */
function namesRequired(read, env) {
  try {
    read(env);
    return [];
  } catch (error) {
    const names = [
      ...error.message.matchAll(/(?:: |; )([A-Z][A-Z0-9_]+): /g),
      ...error.message.matchAll(/→ at ([A-Z][A-Z0-9_]+)/g),
    ].map((match) => match[1]);
    assert.ok(names.length > 0, `no variable named in: ${error.message}`);
    return names;
  }
}

const SERVICES = [
  { deployment: 'api', container: 'api', read: parseConfig, dockerfile: 'api' },
  {
    deployment: 'host-server',
    container: 'host-server',
    read: readServerConfig,
    dockerfile: 'host-server',
  },
];

describe("the manifests' environment variables", () => {
  for (const { deployment, container: name, read, dockerfile } of SERVICES) {
    const readNames = namesRead(read);
    for (const overlay of OVERLAYS) {
      const objects = renderOverlay(overlay);
      const container = find(objects, 'Deployment', deployment).spec.template.spec.containers.find(
        (item) => item.name === name,
      );
      const set = (container.env ?? []).map((variable) => variable.name);
      const given = { ...imageEnv(dockerfile), ...containerEnv(objects, container) };

      it(`sets only variables ${deployment}'s config schema reads (${overlay})`, () => {
        assert.ok(container.envFrom === undefined, 'envFrom hides which names are set');
        assert.deepEqual(
          set.filter((variable) => !readNames.includes(variable)),
          [],
          `set in deploy/k8s for ${deployment}, never read by its config schema`,
        );
        assert.equal(new Set(set).size, set.length, 'a variable set twice');
      });

      it(`sets every variable ${deployment}'s config schema requires (${overlay})`, () => {
        const required = namesRequired(read, { NODE_ENV: given.NODE_ENV });
        assert.deepEqual(
          required.filter(
            (variable) => !set.includes(variable) && !(variable in imageEnv(dockerfile)),
          ),
          [],
          `required by ${deployment}'s config schema, set neither in deploy/k8s nor by its image`,
        );
      });
    }

    it(`gives ${deployment} an environment its config schema accepts (local overlay, values resolved)`, () => {
      const objects = renderOverlay('local');
      const container = find(objects, 'Deployment', deployment).spec.template.spec.containers.find(
        (item) => item.name === name,
      );
      const env = { ...imageEnv(dockerfile), ...containerEnv(objects, container) };
      assert.doesNotThrow(() => read(env));
    });
  }

  it('notices a variable the schema does not read, and one it requires that is missing', () => {
    assert.ok(namesRead(readServerConfig).includes('API_URL'));
    assert.ok(!namesRead(readServerConfig).includes('API_ULR'));
    assert.deepEqual(namesRequired(parseConfig, { NODE_ENV: 'production' }).sort(), [
      'HUB_JWT_SECRET',
      'MOLLIE_API_KEY',
      'MOLLIE_PROFILE_ID',
      'SITE_ORIGIN',
      'TOKEN_SECRET',
    ]);
  });

  // The nginx images have no schema: their variables are the ${NAME}s of the template the image
  // fills at start (and, for the host, of the script that writes host-config.json).
  const variablesIn = (file) =>
    new Set(
      [...readFileSync(path.join(repoRoot, file), 'utf8').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(
        (match) => match[1],
      ),
    );
  const NGINX_CONTAINERS = [
    {
      deployment: 'host',
      container: (pod) => pod.initContainers.find((item) => item.name === 'config'),
      reads: ['docker/nginx/host.conf.template', 'docker/host-entrypoint/41-write-host-config.sh'],
      // Optional in the script: a default or leaving it out is meant.
      optional: ['LOGOUT_URL', 'REMOTE_LOAD_TIMEOUT_MS'],
    },
    ...remoteNames().map((name) => ({
      deployment: `mfe-${name}`,
      container: (pod) => pod.containers[0],
      reads: ['docker/nginx/remote.conf.template'],
      optional: [],
    })),
  ];
  for (const { deployment, container: pick, reads, optional } of NGINX_CONTAINERS) {
    it(`gives ${deployment}'s nginx exactly the variables its template reads`, () => {
      const read = new Set(reads.flatMap((file) => [...variablesIn(file)]));
      const container = pick(
        find(renderOverlay('production'), 'Deployment', deployment).spec.template.spec,
      );
      const set = (container.env ?? []).map((variable) => variable.name);
      const given = new Set([...set, ...Object.keys(imageEnv('static'))]);
      assert.deepEqual(
        set.filter((name) => !read.has(name)),
        [],
        'set, never read',
      );
      assert.deepEqual(
        [...read].filter((name) => !given.has(name) && !optional.includes(name)),
        [],
        'read, set neither here nor by the image',
      );
    });
  }
});
