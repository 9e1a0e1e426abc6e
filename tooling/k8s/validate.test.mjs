import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OVERLAYS, find, renderOverlay } from './objects.mjs';
import { validateObject } from './validate.mjs';

describe('the rendered objects against the Kubernetes schemas (kubernetes-models)', () => {
  for (const overlay of OVERLAYS) {
    it(`finds every object of the ${overlay} overlay valid`, async () => {
      for (const object of renderOverlay(overlay)) {
        assert.deepEqual(
          await validateObject(object),
          [],
          `${object.kind} ${object.metadata.name} (${overlay})`,
        );
      }
    });
  }

  const deployment = () => structuredClone(find(renderOverlay('local'), 'Deployment', 'api'));

  it('refuses a field of the wrong type', async () => {
    const object = deployment();
    object.spec.revisionHistoryLimit = 'five';
    assert.match((await validateObject(object)).join('\n'), /revisionHistoryLimit must be integer/);
  });

  it('refuses a field the schema does not name, however deep', async () => {
    const object = deployment();
    object.spec.template.spec.containers[0].securityContext.readOnlyRootFilesytem = true;
    assert.deepEqual(await validateObject(object), [
      'unknown field spec.template.spec.containers[0].securityContext.readOnlyRootFilesytem',
    ]);
  });

  it('refuses a missing required field', async () => {
    const object = deployment();
    delete object.spec.template.spec.containers[0].name;
    assert.match(
      (await validateObject(object)).join('\n'),
      /containers\/0 must have required property name/,
    );
  });

  it('refuses a kind or version Kubernetes does not serve', async () => {
    const object = { apiVersion: 'autoscaling/v3', kind: 'HorizontalPodAutoscaler', metadata: {} };
    assert.match((await validateObject(object)).join('\n'), /not a kind Kubernetes knows/);
  });
});
