import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { kubectlKustomizeVersion, render } from './kustomize.mjs';
import { OVERLAYS, renderOverlay } from './objects.mjs';
import { k8sDir } from './remotes.mjs';

const idOf = (object) =>
  `${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;
const byId = (objects) => Object.fromEntries(objects.map((object) => [idOf(object), object]));

describe('the kustomize overlays', () => {
  for (const overlay of OVERLAYS) {
    it(`renders the ${overlay} overlay with every workload in the shop namespace`, () => {
      const objects = renderOverlay(overlay);
      const kinds = new Set(objects.map((object) => object.kind));
      for (const kind of [
        'Namespace',
        'Deployment',
        'Service',
        'Ingress',
        'HorizontalPodAutoscaler',
        'PodDisruptionBudget',
        'NetworkPolicy',
        'ConfigMap',
      ]) {
        assert.ok(kinds.has(kind), `${overlay} renders no ${kind}`);
      }
      for (const object of objects.filter((item) => item.kind !== 'Namespace')) {
        assert.equal(object.metadata.namespace, 'shop', idOf(object));
      }
    });
  }

  it('gives the local overlay development secrets and leaves production to bring its own', () => {
    assert.ok(renderOverlay('local').some((object) => object.kind === 'Secret'));
    assert.ok(!renderOverlay('production').some((object) => object.kind === 'Secret'));
  });

  const kubectl = kubectlKustomizeVersion(execFileSync);
  for (const overlay of OVERLAYS) {
    it(
      `renders the ${overlay} overlay as kubectl kustomize does`,
      { skip: kubectl ? false : 'no kubectl with kustomize v5 on this machine' },
      () => {
        const out = execFileSync('kubectl', ['kustomize', path.join(k8sDir, 'overlays', overlay)], {
          encoding: 'utf8',
        });
        const theirs = parseAllDocuments(out).map((document) => document.toJS());
        assert.deepEqual(byId(renderOverlay(overlay)), byId(theirs));
      },
    );
  }

  it('refuses a kustomization field it does not implement rather than ignoring it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-k8s-'));
    writeFileSync(
      path.join(dir, 'kustomization.yaml'),
      'resources: []\ncommonLabels:\n  team: checkout\n',
    );
    assert.throws(() => render(dir), /commonLabels is not supported here/);
  });

  it('applies a JSON patch to the objects its label selector picks, and fails when none match', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-k8s-'));
    writeFileSync(
      path.join(dir, 'objects.yaml'),
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  labels: { pick: "yes" }\ndata: { x: "1" }\n' +
        '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: b\ndata: { x: "1" }\n',
    );
    const kustomization = (selector) =>
      `resources: [objects.yaml]\npatches:\n  - target: { kind: ConfigMap, labelSelector: ${selector} }\n` +
      '    patch: |-\n      - { op: replace, path: /data/x, value: "2" }\n';
    writeFileSync(path.join(dir, 'kustomization.yaml'), kustomization('pick=yes'));
    assert.deepEqual(
      render(dir).map((object) => object.data.x),
      ['2', '1'],
    );
    writeFileSync(path.join(dir, 'kustomization.yaml'), kustomization('pick=no'));
    assert.throws(() => render(dir), /no object matches/);
  });
});
