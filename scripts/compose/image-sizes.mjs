// The compose images' sizes (issue 33, ADR 0057): each image built from docker/Dockerfile, its
// base image (the FROM of its target), and what the project adds over that base. Exits 1 when
// the API or the host server adds more than its budget. After `docker-compose build`:
//   pnpm images:sizes            (COMPOSE_PROJECT_NAME as for the build; default: the folder's name)
//   pnpm images:sizes --markdown
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** What the API and the host server may add over their base image, in MB (10^6 bytes, as Docker counts). */
export const BUDGET_MB = { api: 150, 'host-server': 150 };

/** The runtime targets of the Dockerfile and the image each starts from. */
export function targetBases(dockerfile) {
  const bases = new Map();
  for (const match of dockerfile.matchAll(/^FROM\s+(\S+)\s+AS\s+(\S+)\s*$/gim)) {
    bases.set(match[2], match[1]);
  }
  return bases;
}

/** The compose services built from the Dockerfile and their target (`docker-compose config`). */
export function builtServices(config) {
  const services = [];
  let service;
  let inBuild = false;
  for (const line of config.split('\n')) {
    const name = /^ {2}([\w-]+):$/.exec(line);
    if (name) service = name[1];
    if (/^ {4}\S/.test(line)) inBuild = line === '    build:';
    const target = /^ {6}target: (\S+)$/.exec(line);
    if (target && service && inBuild) services.push({ service, target: target[1] });
  }
  return services;
}

const mb = (bytes) => bytes / 1e6;

/**
 * @param {{ service: string, target: string, image: string, base: string, size: number, baseSize: number }[]} rows
 * @param {{ markdown?: boolean }} [options]
 */
export function sizeTable(rows, { markdown = false } = {}) {
  const header = ['service', 'target', 'base image', 'size MB', 'added MB', 'budget'];
  const lines = rows.map((row) => {
    const added = mb(row.size - row.baseSize);
    const budget = BUDGET_MB[row.target];
    return [
      row.service,
      row.target,
      row.base,
      mb(row.size).toFixed(1),
      added.toFixed(1),
      budget === undefined ? '' : `${added <= budget ? 'PASS' : 'FAIL'} ≤ ${budget}`,
    ];
  });
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((line) => line[column].length)));
  const numeric = (column) => column === 3 || column === 4;
  const cell = (text, column) =>
    numeric(column) ? text.padStart(widths[column]) : text.padEnd(widths[column]);
  if (!markdown) return all.map((line) => line.map(cell).join('  ').trimEnd()).join('\n');
  const rule = widths.map((width, column) =>
    numeric(column) ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
  );
  return [header, rule, ...lines]
    .map(
      (line, index) =>
        `| ${line.map((text, column) => (index === 1 ? text : cell(text, column))).join(' | ')} |`,
    )
    .join('\n');
}

/** Rows over their budget. */
export function overBudget(rows) {
  return rows.filter((row) => {
    const budget = BUDGET_MB[row.target];
    return budget !== undefined && mb(row.size - row.baseSize) > budget;
  });
}

function docker(args) {
  const result = spawnSync('docker', args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : undefined;
}

function inspectImage(name) {
  const out = docker(['image', 'inspect', name]);
  if (!out) return undefined;
  const [image] = JSON.parse(out);
  return { size: image.Size, layers: image.RootFS.Layers };
}

function main() {
  const { values } = parseArgs({ options: { markdown: { type: 'boolean' } } });
  const root = path.resolve(import.meta.dirname, '../..');
  const bases = targetBases(readFileSync(path.join(root, 'docker/Dockerfile'), 'utf8'));
  const config = spawnSync('docker-compose', ['config'], { cwd: root, encoding: 'utf8' });
  if (config.status !== 0) throw new Error(`docker-compose config: ${config.stderr}`);
  // As the build named them: COMPOSE_PROJECT_NAME, else compose's default (the folder's name) or
  // pnpm test:compose:up's (shopcheck).
  const projects = process.env.COMPOSE_PROJECT_NAME
    ? [process.env.COMPOSE_PROJECT_NAME.toLowerCase()]
    : [path.basename(root).toLowerCase(), 'shopcheck'];
  const rows = [];
  const seen = new Set();
  for (const { service, target } of builtServices(config.stdout)) {
    // docker-compose v1 names an image project_service, v2 project-service.
    const candidates = projects.flatMap((project) => [
      `${project}_${service}`,
      `${project}-${service}`,
      `${project.replace(/[^a-z0-9]/g, '')}_${service}`,
    ]);
    const name = candidates.find((candidate) => inspectImage(candidate));
    if (!name) {
      console.error(`✖ no image for ${service} (tried ${candidates.join(', ')}): build it first`);
      process.exitCode = 1;
      continue;
    }
    const image = inspectImage(name);
    const base = bases.get(target);
    const baseImage = base && inspectImage(base);
    if (!baseImage || baseImage.layers.some((layer, index) => image.layers[index] !== layer)) {
      console.error(`✖ ${name} is not built on ${base}`);
      process.exitCode = 1;
      continue;
    }
    if (seen.has(image.layers.join())) continue;
    seen.add(image.layers.join());
    rows.push({ service, target, image: name, base, size: image.size, baseSize: baseImage.size });
  }
  console.log(sizeTable(rows, { markdown: values.markdown }));
  for (const row of overBudget(rows)) {
    console.error(`✖ ${row.service} adds more than ${BUDGET_MB[row.target]} MB over ${row.base}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
