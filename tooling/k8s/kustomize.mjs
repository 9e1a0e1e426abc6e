// A renderer for exactly the kustomize features deploy/k8s uses, for machines without
// `kubectl kustomize` (Debian's kubectl is 1.20, whose kustomize v2 cannot read these files, and
// no kustomize ships through the npm registry; ADR 0056). Where a kubectl with kustomize v5 is
// installed, kustomize.test.mjs renders both overlays with both and requires the same objects.
// Anything else in a kustomization.yaml is refused by name, never silently ignored.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

const KNOWN_FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'generatorOptions',
  'configMapGenerator',
  'secretGenerator',
  'images',
  'patches',
]);
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'IngressClass']);

/** Renders the kustomization in `dir`: the objects `kubectl kustomize dir` prints. */
export function render(dir) {
  const file = path.join(dir, 'kustomization.yaml');
  const kustomization = parse(readFileSync(file, 'utf8'));
  for (const field of Object.keys(kustomization)) {
    if (!KNOWN_FIELDS.has(field)) throw new Error(`${file}: ${field} is not supported here`);
  }
  let objects = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.join(dir, resource);
    objects.push(...(statSync(target).isDirectory() ? render(target) : readObjects(target)));
  }
  objects.push(...generate(kustomization, dir, file));
  if (kustomization.namespace) {
    for (const object of objects) {
      if (!CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = kustomization.namespace;
    }
  }
  for (const image of kustomization.images ?? []) setImage(objects, image);
  for (const patch of kustomization.patches ?? []) objects = applyPatch(objects, patch, dir);
  const seen = new Set();
  for (const object of objects) {
    const id = `${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;
    if (seen.has(id)) throw new Error(`${file}: ${id} is defined twice`);
    seen.add(id);
  }
  return objects;
}

function readObjects(file) {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0].message}`);
      return document.toJS();
    })
    .filter((object) => object !== null);
}

function generate(kustomization, dir, file) {
  const noHash = kustomization.generatorOptions?.disableNameSuffixHash === true;
  const made = [];
  for (const [kind, generators] of [
    ['ConfigMap', kustomization.configMapGenerator ?? []],
    ['Secret', kustomization.secretGenerator ?? []],
  ]) {
    for (const generator of generators) {
      if (!noHash && generator.options?.disableNameSuffixHash !== true) {
        // kustomize's name hash is not reproduced here: every generated name is fixed.
        throw new Error(`${file}: ${generator.name} needs disableNameSuffixHash here`);
      }
      const data = {};
      for (const literal of generator.literals ?? []) {
        const at = literal.indexOf('=');
        data[literal.slice(0, at)] = literal.slice(at + 1);
      }
      for (const envFile of generator.envs ?? []) {
        for (const line of readFileSync(path.join(dir, envFile), 'utf8').split('\n')) {
          if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
          const at = line.indexOf('=');
          data[line.slice(0, at).trim()] = line.slice(at + 1);
        }
      }
      for (const entry of generator.files ?? []) {
        const [key, source] = entry.includes('=')
          ? entry.split('=')
          : [path.basename(entry), entry];
        data[key] = readFileSync(path.join(dir, source), 'utf8');
      }
      const object = { apiVersion: 'v1', kind, metadata: { name: generator.name } };
      if (kind === 'Secret') {
        object.type = generator.type ?? 'Opaque';
        object.data = Object.fromEntries(
          Object.entries(data).map(([key, value]) => [key, Buffer.from(value).toString('base64')]),
        );
      } else {
        object.data = data;
      }
      made.push(object);
    }
  }
  return made;
}

function podSpecs(object) {
  const spec = object.spec?.template?.spec ?? (object.kind === 'Pod' ? object.spec : undefined);
  return spec ? [spec] : [];
}

function setImage(objects, { name, newName, newTag }) {
  for (const spec of objects.flatMap(podSpecs)) {
    for (const container of [...(spec.containers ?? []), ...(spec.initContainers ?? [])]) {
      const [image, tag] = container.image.split(':');
      if (image !== name) continue;
      const nextTag = newTag ?? tag;
      container.image = `${newName ?? image}${nextTag === undefined ? '' : `:${nextTag}`}`;
    }
  }
}

function matches(object, target) {
  if (target.kind && object.kind !== target.kind) return false;
  if (target.name && object.metadata.name !== target.name) return false;
  if (target.labelSelector) {
    for (const term of target.labelSelector.split(',')) {
      const [key, value] = term.split('=');
      if (object.metadata.labels?.[key] !== value) return false;
    }
  }
  return true;
}

/** A JSON patch (RFC 6902: add, replace, remove) on every object its target selects. */
function applyPatch(objects, { target, patch, path: patchFile }, dir) {
  const operations = parse(patchFile ? readFileSync(path.join(dir, patchFile), 'utf8') : patch);
  if (!target || !Array.isArray(operations)) {
    throw new Error(`${dir}: only JSON patches with a target are supported here`);
  }
  const selected = objects.filter((object) => matches(object, target));
  if (selected.length === 0) throw new Error(`${dir}: no object matches ${JSON.stringify(target)}`);
  for (const object of selected) {
    for (const operation of operations) applyOperation(object, operation);
  }
  return objects;
}

function applyOperation(object, { op, path: pointer, value }) {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
  const last = keys.pop();
  let parent = object;
  for (const key of keys) {
    if (parent[key] === undefined) throw new Error(`JSON patch: ${pointer} does not exist`);
    parent = parent[key];
  }
  const index = Array.isArray(parent) ? (last === '-' ? parent.length : Number(last)) : last;
  if (op === 'add') {
    if (Array.isArray(parent)) parent.splice(index, 0, value);
    else parent[index] = value;
  } else if (op === 'replace') {
    if (!(index in parent)) throw new Error(`JSON patch: ${pointer} does not exist`);
    parent[index] = value;
  } else if (op === 'remove') {
    if (!(index in parent)) throw new Error(`JSON patch: ${pointer} does not exist`);
    if (Array.isArray(parent)) parent.splice(index, 1);
    else delete parent[index];
  } else {
    throw new Error(`JSON patch: ${op} is not supported here`);
  }
}

/** `kubectl kustomize`, where a kubectl with kustomize v5 is installed; otherwise null. */
export function kubectlKustomizeVersion(execFileSync) {
  try {
    const out = execFileSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
    const match = /Kustomize Version: v(\d+)/.exec(out);
    return match && Number(match[1]) >= 5 ? match[0] : null;
  } catch {
    return null;
  }
}
