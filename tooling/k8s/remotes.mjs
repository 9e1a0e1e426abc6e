// The remotes' objects on Kubernetes, derived from the one list of remotes
// (shared-contracts/src/modules/remotes.json): for each remote a stable and a canary track
// (Deployment, Service, PodDisruptionBudget) in deploy/k8s/base/remotes/, the Ingress rules that
// serve both under each overlay's domain, and the origins the host and host server allow and
// reach (each overlay's remote-origins.env). `node tooling/k8s/remotes.mjs` writes those files;
// remotes.test.mjs fails when they drift. Why a canary track always runs: ADR 0056.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const k8sDir = path.join(repoRoot, 'deploy/k8s');

/** Where each overlay serves the remotes: `<name>.<domain>`, one origin per remote (ADR 0056). */
export const REMOTE_DOMAINS = {
  local: { domain: 'remotes.shop.localhost', tls: false },
  production: { domain: 'remotes.bloemenzo.nl', tls: true },
};

export function remoteNames() {
  const list = JSON.parse(
    readFileSync(path.join(repoRoot, 'shared-contracts/src/modules/remotes.json'), 'utf8'),
  );
  return Object.keys(list);
}

const HEADER =
  '# Written by tooling/k8s/remotes.mjs from shared-contracts/src/modules/remotes.json: edit that\n' +
  '# script, not this file (remotes.test.mjs fails on a difference).\n';

export const TRACKS = ['stable', 'canary'];

/** A remote's Deployment, Service and image name on a track: mfe-giftcard, mfe-giftcard-canary. */
export const appName = (name, track) => (track === 'canary' ? `mfe-${name}-canary` : `mfe-${name}`);

/** The host name of a remote's track under an overlay's domain: giftcard-canary.remotes…. */
export const hostName = (name, track, domain) =>
  `${track === 'canary' ? `${name}-canary` : name}.${domain}`;

const labelsOf = (name, track) => ({
  'app.kubernetes.io/name': appName(name, track),
  'app.kubernetes.io/component': 'remote',
  'app.kubernetes.io/part-of': 'shop',
  'shop.bloemenzo.nl/remote': name,
  'shop.bloemenzo.nl/track': track,
});

/**
 * One remote on one track: its nginx serving the built files (docker/nginx/remote.conf.template).
 * The canary track runs the stable release until a team gives it another image (ADR 0056).
 */
export function remoteObjects(name, track) {
  const app = appName(name, track);
  const labels = labelsOf(name, track);
  const selector = { matchLabels: { 'app.kubernetes.io/name': app } };
  const deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: app, labels },
    spec: {
      replicas: track === 'canary' ? 1 : 2,
      revisionHistoryLimit: 5,
      selector,
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: { labels },
        spec: {
          automountServiceAccountToken: false,
          terminationGracePeriodSeconds: 15,
          securityContext: {
            runAsNonRoot: true,
            runAsUser: 101,
            runAsGroup: 101,
            fsGroup: 101,
            seccompProfile: { type: 'RuntimeDefault' },
          },
          containers: [
            {
              name: 'nginx',
              // The image's own entrypoint fills the template into the writable conf.d. Each
              // track has an image name of its own, so an overlay's `images` sets them apart.
              image: `shop/${app}`,
              imagePullPolicy: 'IfNotPresent',
              env: [{ name: 'PORT', value: '8080' }],
              ports: [{ name: 'http', containerPort: 8080 }],
              readinessProbe: {
                httpGet: { path: '/mf-manifest.json', port: 'http' },
                periodSeconds: 5,
              },
              livenessProbe: {
                httpGet: { path: '/mf-manifest.json', port: 'http' },
                periodSeconds: 10,
              },
              lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
              resources: {
                requests: { cpu: '25m', memory: '32Mi' },
                limits: { cpu: '250m', memory: '64Mi' },
              },
              securityContext: {
                allowPrivilegeEscalation: false,
                readOnlyRootFilesystem: true,
                capabilities: { drop: ['ALL'] },
              },
              volumeMounts: [
                { name: 'nginx-conf', mountPath: '/etc/nginx/conf.d' },
                { name: 'cache', mountPath: '/var/cache/nginx' },
                { name: 'run', mountPath: '/run' },
                // Debian's nginx (the stand-in images) keeps its temporary files here.
                { name: 'nginx-lib', mountPath: '/var/lib/nginx' },
                { name: 'tmp', mountPath: '/tmp' },
              ],
            },
          ],
          volumes: [
            { name: 'nginx-conf', emptyDir: { sizeLimit: '1Mi' } },
            { name: 'cache', emptyDir: { sizeLimit: '16Mi' } },
            { name: 'run', emptyDir: { sizeLimit: '1Mi' } },
            { name: 'nginx-lib', emptyDir: { sizeLimit: '16Mi' } },
            { name: 'tmp', emptyDir: { sizeLimit: '16Mi' } },
          ],
        },
      },
    },
  };
  const service = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: app, labels },
    spec: {
      selector: selector.matchLabels,
      ports: [{ name: 'http', port: 80, targetPort: 'http' }],
    },
  };
  const budget = {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name: app, labels },
    spec: { maxUnavailable: 1, selector },
  };
  return [deployment, service, budget];
}

const ruleFor = (host, service) => ({
  host,
  http: {
    paths: [
      {
        path: '/',
        pathType: 'Prefix',
        backend: { service: { name: service, port: { name: 'http' } } },
      },
    ],
  },
});

const everyTrack = () => remoteNames().flatMap((name) => TRACKS.map((track) => [name, track]));

/** The remotes' Ingress rules under one overlay's domain, as a JSON patch of the base Ingress. */
export function remotesIngressPatch(overlay) {
  const { domain, tls } = REMOTE_DOMAINS[overlay];
  const rules = everyTrack().map(([name, track]) =>
    ruleFor(hostName(name, track, domain), appName(name, track)),
  );
  const patch = [{ op: 'replace', path: '/spec/rules', value: rules }];
  if (tls) {
    const hosts = rules.map((rule) => rule.host);
    patch.push({
      op: 'add',
      path: '/spec/tls',
      value: [{ hosts, secretName: 'shop-remotes-tls' }],
    });
  }
  return patch;
}

/**
 * The origins of every remote's tracks under an overlay's domain: REMOTE_ORIGINS (the pages'
 * CSP) and REMOTE_INTERNAL_ORIGINS (where the host server reaches each inside the cluster).
 */
export function remoteOriginsEnv(overlay) {
  const { domain, tls } = REMOTE_DOMAINS[overlay];
  const origin = (name, track) => `${tls ? 'https' : 'http'}://${hostName(name, track, domain)}`;
  const origins = everyTrack().map(([name, track]) => origin(name, track));
  const internal = everyTrack().map(
    ([name, track]) => `${origin(name, track)}=http://${appName(name, track)}`,
  );
  return `REMOTE_ORIGINS=${origins.join(' ')}\nREMOTE_INTERNAL_ORIGINS=${internal.join(' ')}\n`;
}

/** The base Ingress of the remotes: its rules come from the overlays (remotesIngressPatch). */
export function remotesIngress() {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: {
      name: 'remotes',
      labels: { 'app.kubernetes.io/part-of': 'shop' },
      annotations: {
        // The remotes' nginx says how long each file keeps (remote.conf.template: content-hashed
        // chunks a year, immutable; mf-manifest.json and remoteEntry.js no-cache), and
        // ingress-nginx passes those headers on untouched: one source for both compose and here.
        'nginx.ingress.kubernetes.io/proxy-buffering': 'on',
      },
    },
    spec: {
      ingressClassName: 'nginx',
      rules: everyTrack().map(([name, track]) =>
        ruleFor(hostName(name, track, 'remotes.invalid'), appName(name, track)),
      ),
    },
  };
}

const yamlDocs = (objects) => objects.map((object) => stringify(object)).join('---\n');

/** Every file this script writes, by path from the repository's root. */
export function generatedFiles() {
  const files = {};
  const names = remoteNames();
  for (const name of names) {
    files[`deploy/k8s/base/remotes/mfe-${name}.yaml`] =
      HEADER + yamlDocs(TRACKS.flatMap((track) => remoteObjects(name, track)));
  }
  files['deploy/k8s/base/remotes/ingress.yaml'] = HEADER + yamlDocs([remotesIngress()]);
  files['deploy/k8s/base/remotes/kustomization.yaml'] =
    HEADER +
    stringify({
      apiVersion: 'kustomize.config.k8s.io/v1beta1',
      kind: 'Kustomization',
      resources: [...names.map((name) => `mfe-${name}.yaml`), 'ingress.yaml'],
    });
  for (const overlay of Object.keys(REMOTE_DOMAINS)) {
    files[`deploy/k8s/overlays/${overlay}/remotes-ingress.patch.yaml`] =
      HEADER + stringify(remotesIngressPatch(overlay));
    files[`deploy/k8s/overlays/${overlay}/remote-origins.env`] = HEADER + remoteOriginsEnv(overlay);
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, text] of Object.entries(generatedFiles())) {
    writeFileSync(path.join(repoRoot, file), text);
    console.log(`wrote ${file}`);
  }
}
