import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { OVERLAYS, find, renderOverlay } from './objects.mjs';
import { generatedFiles, k8sDir, remoteNames, repoRoot } from './remotes.mjs';

const docs = (text) => parseAllDocuments(text).map((document) => document.toJS());
const site = (objects) => find(objects, 'ConfigMap', 'shop-site').data;

describe('the remotes on Kubernetes against the one list (shared-contracts remotes.json)', () => {
  it('keeps the generated remote files as tooling/k8s/remotes.mjs writes them', () => {
    for (const [file, text] of Object.entries(generatedFiles())) {
      assert.deepEqual(
        docs(readFileSync(path.join(repoRoot, file), 'utf8')),
        docs(text),
        `${file} differs: run node tooling/k8s/remotes.mjs`,
      );
    }
  });

  for (const overlay of OVERLAYS) {
    const objects = renderOverlay(overlay);
    const remotesJson = JSON.parse(
      readFileSync(path.join(k8sDir, 'overlays', overlay, 'remotes.json'), 'utf8'),
    );

    it(`runs exactly the listed remotes, each from its own image (${overlay})`, () => {
      const running = objects
        .filter((object) => object.metadata.labels?.['app.kubernetes.io/component'] === 'remote')
        .filter((object) => object.kind === 'Deployment')
        .map((object) => object.metadata.name);
      assert.deepEqual(
        running.sort(),
        remoteNames()
          .map((name) => `mfe-${name}`)
          .sort(),
      );
      for (const name of remoteNames()) {
        const [container] = find(objects, 'Deployment', `mfe-${name}`).spec.template.spec
          .containers;
        assert.match(container.image, new RegExp(`(^|/)shop/mfe-${name}:[\\w.-]+$`));
        assert.ok(find(objects, 'Service', `mfe-${name}`), `no Service mfe-${name}`);
        assert.ok(find(objects, 'PodDisruptionBudget', `mfe-${name}`));
      }
    });

    it(`names exactly the listed remotes in the remotes.json ConfigMap (${overlay})`, () => {
      assert.deepEqual(Object.keys(remotesJson).sort(), [...remoteNames()].sort());
      assert.equal(
        find(objects, 'ConfigMap', 'shop-remotes').data['remotes.json'],
        readFileSync(path.join(k8sDir, 'overlays', overlay, 'remotes.json'), 'utf8'),
      );
    });

    it(`serves each remote's stable release where remotes.json says, allowed by the CSP (${overlay})`, () => {
      const rules = find(objects, 'Ingress', 'remotes').spec.rules;
      const origins = site(objects).REMOTE_ORIGINS.split(' ');
      const internal = Object.fromEntries(
        site(objects)
          .REMOTE_INTERNAL_ORIGINS.split(' ')
          .map((pair) => pair.split('=')),
      );
      for (const name of remoteNames()) {
        const entry = remotesJson[name];
        const url = new URL(typeof entry === 'string' ? entry : entry.url);
        const rule = rules.find((item) => item.host === url.hostname);
        assert.ok(rule, `no Ingress rule for ${url.hostname}`);
        assert.equal(rule.http.paths[0].backend.service.name, `mfe-${name}`);
        assert.ok(origins.includes(url.origin), `${url.origin} missing from REMOTE_ORIGINS`);
        assert.equal(internal[url.origin], `http://mfe-${name}`, 'REMOTE_INTERNAL_ORIGINS');
      }
    });
  }
});
