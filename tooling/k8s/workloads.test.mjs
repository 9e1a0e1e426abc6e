import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OVERLAYS, find, renderOverlay } from './objects.mjs';

describe('every workload of the shop', () => {
  for (const overlay of OVERLAYS) {
    const objects = renderOverlay(overlay);
    const deployments = objects.filter((object) => object.kind === 'Deployment');

    it(`stops the API and host server within their grace period, after turning unready (${overlay})`, () => {
      for (const name of ['api', 'host-server']) {
        const deployment = find(objects, 'Deployment', name);
        const pod = deployment.spec.template.spec;
        const env = Object.fromEntries(
          pod.containers[0].env
            .filter((entry) => 'value' in entry)
            .map((entry) => [entry.name, entry.value]),
        );
        const delay = Number(env.SHUTDOWN_DELAY_MS);
        const timeout = Number(env.SHUTDOWN_TIMEOUT_MS);
        assert.ok(
          delay > 0,
          `${name}: SHUTDOWN_DELAY_MS, so the Service stops sending before the port closes`,
        );
        assert.ok(delay < timeout, name);
        // The kubelet kills at the grace period: the server's own bound must come first, with room.
        assert.ok(timeout + 5000 <= pod.terminationGracePeriodSeconds * 1000, name);
        assert.equal(pod.containers[0].readinessProbe.httpGet.path, '/health/ready', name);
      }
    });

    it(`runs as non-root on a read-only root filesystem with no capability (${overlay})`, () => {
      for (const deployment of deployments) {
        const pod = deployment.spec.template.spec;
        assert.equal(pod.securityContext.runAsNonRoot, true, deployment.metadata.name);
        assert.ok(pod.securityContext.runAsUser > 0, deployment.metadata.name);
        for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
          const at = `${deployment.metadata.name}/${container.name}`;
          assert.equal(container.securityContext.readOnlyRootFilesystem, true, at);
          assert.equal(container.securityContext.allowPrivilegeEscalation, false, at);
          assert.deepEqual(container.securityContext.capabilities.drop, ['ALL'], at);
          assert.ok(container.resources.requests && container.resources.limits, at);
          assert.ok(container.resources.limits.memory, at);
        }
        for (const container of pod.containers) {
          assert.ok(container.readinessProbe && container.livenessProbe, container.name);
        }
        // Whatever must write has a volume of its own: /tmp at least.
        const mounts = pod.containers.flatMap((container) => container.volumeMounts ?? []);
        assert.ok(
          mounts.some((mount) => mount.mountPath === '/tmp'),
          deployment.metadata.name,
        );
      }
    });

    it(`scales the API and the host server, and keeps every workload through a drain (${overlay})`, () => {
      for (const name of ['api', 'host-server']) {
        const autoscaler = find(objects, 'HorizontalPodAutoscaler', name);
        assert.equal(autoscaler.apiVersion, 'autoscaling/v2');
        assert.equal(autoscaler.spec.scaleTargetRef.name, name);
        // The autoscaler owns the count: a replicas field would fight it on every apply.
        assert.equal(find(objects, 'Deployment', name).spec.replicas, undefined);
      }
      for (const deployment of deployments) {
        assert.ok(find(objects, 'PodDisruptionBudget', deployment.metadata.name));
      }
    });

    it(`probes the API and the host server on /health/ready and /health/live (${overlay})`, () => {
      for (const name of ['api', 'host-server']) {
        const [container] = find(objects, 'Deployment', name).spec.template.spec.containers;
        assert.equal(container.readinessProbe.httpGet.path, '/health/ready');
        assert.equal(container.livenessProbe.httpGet.path, '/health/live');
      }
    });

    it(`lets only the host server, the ingress controller and the API's clients reach the API (${overlay})`, () => {
      const deny = find(objects, 'NetworkPolicy', 'default-deny');
      assert.deepEqual(deny.spec.podSelector, {});
      assert.deepEqual(deny.spec.policyTypes, ['Ingress']);
      const from = find(objects, 'NetworkPolicy', 'api').spec.ingress.flatMap((rule) => rule.from);
      assert.deepEqual(
        from.map((peer) => peer.podSelector.matchLabels),
        [
          { 'app.kubernetes.io/name': 'ingress-nginx' },
          { 'app.kubernetes.io/name': 'host-server' },
          { 'shop.bloemenzo.nl/api-client': 'true' },
        ],
      );
      const clients = deployments
        .filter((deployment) => {
          const labels = deployment.spec.template.metadata.labels;
          return labels['shop.bloemenzo.nl/api-client'] === 'true';
        })
        .map((deployment) => deployment.metadata.name);
      assert.deepEqual(clients.sort(), ['host', 'host-server']);
    });

    it(`routes /api/ to the API without the prefix and pages to the host (${overlay})`, () => {
      const api = find(objects, 'Ingress', 'shop-api');
      assert.equal(api.spec.rules[0].http.paths[0].path, '/api/(.*)');
      assert.equal(api.metadata.annotations['nginx.ingress.kubernetes.io/rewrite-target'], '/$1');
      const root = find(objects, 'Ingress', 'shop').spec.rules[0].http.paths.at(-1);
      assert.deepEqual([root.path, root.backend.service.name], ['/', 'host']);
      const hosts = new Set(
        objects
          .filter((object) => object.metadata.labels?.['shop.bloemenzo.nl/ingress'] === 'site')
          .map((object) => object.spec.rules[0].host),
      );
      assert.equal(hosts.size, 1);
      assert.equal(
        `${overlay === 'local' ? 'http' : 'https'}://${[...hosts][0]}`,
        find(objects, 'ConfigMap', 'shop-site').data.SITE_ORIGIN,
      );
    });
  }
});
