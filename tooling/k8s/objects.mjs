// What the tests read off the rendered overlays.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from './kustomize.mjs';
import { k8sDir, repoRoot } from './remotes.mjs';

export const OVERLAYS = ['local', 'production'];

export const renderOverlay = (overlay) => render(path.join(k8sDir, 'overlays', overlay));

export const find = (objects, kind, name) =>
  objects.find((object) => object.kind === kind && object.metadata.name === name);

/** The variables a container is given, name → value (valueFrom resolved where the overlay can). */
export function containerEnv(objects, container) {
  const env = {};
  for (const { name, value, valueFrom } of container.env ?? []) {
    if (valueFrom?.configMapKeyRef) {
      const { name: map, key } = valueFrom.configMapKeyRef;
      env[name] = find(objects, 'ConfigMap', map)?.data?.[key];
    } else if (valueFrom?.secretKeyRef) {
      const { name: secret, key } = valueFrom.secretKeyRef;
      const data = find(objects, 'Secret', secret)?.data?.[key];
      env[name] = data === undefined ? undefined : Buffer.from(data, 'base64').toString('utf8');
    } else {
      env[name] = value;
    }
  }
  return env;
}

/** The ENV of a target (stage) of `docker/Dockerfile`: what that image gives every container of it. */
export function imageEnv(target) {
  const text = readFileSync(path.join(repoRoot, 'docker', 'Dockerfile'), 'utf8').replace(
    /\\\n/g,
    ' ',
  );
  const lines = text.split('\n');
  const start = lines.findIndex((line) =>
    new RegExp(`^FROM\\s+\\S+\\s+AS\\s+${target}\\s*$`, 'i').test(line),
  );
  if (start === -1) throw new Error(`docker/Dockerfile has no target ${target}`);
  const next = lines.findIndex((line, index) => index > start && /^FROM\s/i.test(line));
  const env = {};
  for (const line of lines.slice(start, next === -1 ? undefined : next)) {
    const match = /^ENV\s+(.*)$/i.exec(line.trim());
    if (!match) continue;
    for (const pair of match[1].matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) {
      env[pair[1]] = pair[2].replace(/^"|"$/g, '');
    }
  }
  return env;
}
