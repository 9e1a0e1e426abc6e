import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { remotesManifestSchema } from '../../host/src/federation/remotes-manifest.ts';
import { OVERLAYS, find, renderOverlay } from './objects.mjs';
import { generatedFiles, k8sDir, remoteNames, repoRoot } from './remotes.mjs';

// valibot as the host has it (the root does not depend on it).
const v = createRequire(path.join(repoRoot, 'host/package.json'))('valibot');
const docs = (text) => parseAllDocuments(text).map((document) => document.toJS());
const site = (objects) => find(objects, 'ConfigMap', 'shop-site').data;

/**
 * Every manifest URL of a remotes.json (stable and canary) that no Ingress rule sends to that
 * remote's track, or that the CSP (REMOTE_ORIGINS) or the host server (REMOTE_INTERNAL_ORIGINS)
 * does not know.
 */
function unservedAddresses(objects, remotesJson) {
  const rules = find(objects, 'Ingress', 'remotes').spec.rules;
  const origins = site(objects).REMOTE_ORIGINS.split(' ');
  const internal = Object.fromEntries(
    site(objects)
      .REMOTE_INTERNAL_ORIGINS.split(' ')
      .map((pair) => pair.split('=')),
  );
  const problems = [];
  for (const [name, entry] of Object.entries(remotesJson)) {
    const tracks = [[typeof entry === 'string' ? entry : entry.url, `mfe-${name}`]];
    if (entry.canary) tracks.push([entry.canary.url, `mfe-${name}-canary`]);
    for (const [address, service] of tracks) {
      const url = new URL(address);
      const rule = rules.find((item) => item.host === url.hostname);
      if (rule?.http.paths[0].backend.service.name !== service) {
        problems.push(`${address}: no Ingress rule to ${service}`);
      }
      if (!origins.includes(url.origin)) problems.push(`${address}: not in REMOTE_ORIGINS`);
      if (internal[url.origin] !== `http://${service}`) {
        problems.push(`${address}: not mapped to ${service} in REMOTE_INTERNAL_ORIGINS`);
      }
    }
  }
  return problems;
}

describe('the remotes on Kubernetes against the one list (shared-contracts remotes.json)', () => {
  it('keeps the generated remote files as tooling/k8s/remotes.mjs writes them', () => {
    for (const [file, text] of Object.entries(generatedFiles())) {
      const written = readFileSync(path.join(repoRoot, file), 'utf8');
      // YAML as objects (prettier may lay it out otherwise), anything else as text.
      const [ours, theirs] = file.endsWith('.yaml') ? [docs(written), docs(text)] : [written, text];
      assert.deepEqual(ours, theirs, `${file} differs: run node tooling/k8s/remotes.mjs`);
    }
  });

  for (const overlay of OVERLAYS) {
    const objects = renderOverlay(overlay);
    const remotesJson = JSON.parse(
      readFileSync(path.join(k8sDir, 'overlays', overlay, 'remotes.json'), 'utf8'),
    );

    it(`runs exactly the listed remotes, each on a stable and a canary track (${overlay})`, () => {
      const running = objects
        .filter((object) => object.metadata.labels?.['app.kubernetes.io/component'] === 'remote')
        .filter((object) => object.kind === 'Deployment')
        .map((object) => object.metadata.name);
      assert.deepEqual(
        running.sort(),
        remoteNames()
          .flatMap((name) => [`mfe-${name}`, `mfe-${name}-canary`])
          .sort(),
      );
      for (const name of remoteNames()) {
        for (const app of [`mfe-${name}`, `mfe-${name}-canary`]) {
          const [container] = find(objects, 'Deployment', app).spec.template.spec.containers;
          // Both tracks from the remote's own repository: only the tag tells them apart.
          assert.match(container.image, new RegExp(`(^|/)shop/mfe-${name}:[\\w.-]+$`), app);
          assert.ok(find(objects, 'Service', app), `no Service ${app}`);
          assert.ok(find(objects, 'PodDisruptionBudget', app), `no PodDisruptionBudget ${app}`);
        }
      }
    });

    it(`names exactly the listed remotes in the remotes.json ConfigMap (${overlay})`, () => {
      assert.deepEqual(Object.keys(remotesJson).sort(), [...remoteNames()].sort());
      assert.equal(
        find(objects, 'ConfigMap', 'shop-remotes').data['remotes.json'],
        readFileSync(path.join(k8sDir, 'overlays', overlay, 'remotes.json'), 'utf8'),
      );
    });

    it(`serves each remote where remotes.json says, allowed by the CSP (${overlay})`, () => {
      assert.deepEqual(unservedAddresses(objects, remotesJson), []);
    });

    it(`keeps a remotes.json the host reads (its own schema, ${overlay})`, () => {
      const parsed = v.safeParse(remotesManifestSchema, remotesJson);
      assert.ok(parsed.success, JSON.stringify(parsed.issues?.map((issue) => issue.message)));
    });
  }

  it("serves a canary from the remote's canary track, and notices one pointed elsewhere", () => {
    const objects = renderOverlay('production');
    const canaried = (host) => ({
      giftcard: {
        url: 'https://giftcard.remotes.bloemenzo.nl/mf-manifest.json',
        canary: { url: `https://${host}/mf-manifest.json`, share: 0.1 },
      },
    });
    assert.deepEqual(
      unservedAddresses(objects, canaried('giftcard-canary.remotes.bloemenzo.nl')),
      [],
    );
    assert.deepEqual(unservedAddresses(objects, canaried('giftcard-next.remotes.bloemenzo.nl')), [
      'https://giftcard-next.remotes.bloemenzo.nl/mf-manifest.json: no Ingress rule to mfe-giftcard-canary',
      'https://giftcard-next.remotes.bloemenzo.nl/mf-manifest.json: not in REMOTE_ORIGINS',
      'https://giftcard-next.remotes.bloemenzo.nl/mf-manifest.json: not mapped to mfe-giftcard-canary in REMOTE_INTERNAL_ORIGINS',
    ]);
  });
});
