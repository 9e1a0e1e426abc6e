// Prints an overlay as `kubectl kustomize` would: `node tooling/k8s/render.mjs deploy/k8s/overlays/local`.
import { stringify } from 'yaml';
import { render } from './kustomize.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node tooling/k8s/render.mjs <kustomization folder>');
  process.exit(2);
}
process.stdout.write(
  render(dir)
    .map((object) => stringify(object))
    .join('---\n'),
);
