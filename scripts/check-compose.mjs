// Validates docker-compose.yml with Debian's docker-compose when it is installed, and checks what
// the site relies on: every service present, the host told where each remote lives, every image
// from docker/Dockerfile's targets, health checks and waits for healthy services (ADR 0057). Part
// of `pnpm test`; starting the stack is `pnpm test:compose:up` (it builds every image).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const file = new URL('../docker-compose.yml', import.meta.url).pathname;
const text = readFileSync(file, 'utf8');
const failures = [];
const { remoteNames } = createRequire(import.meta.url)(
  '../tooling/webpack-config/remote-names.cjs',
);
// Every remote of the one list (shared-contracts/src/modules/remotes.json) is a service, and the
// host is told where each lives.
for (const service of [
  'postgres',
  'redis',
  'mailpit',
  'api',
  'host',
  'host-server',
  ...remoteNames.map((name) => `mfe-${name}`),
]) {
  if (!new RegExp(`^  ${service}:`, 'm').test(text)) failures.push(`service ${service} is missing`);
}
for (const name of remoteNames.map((remote) => remote.toUpperCase())) {
  if (!text.includes(`REMOTE_${name}_URL`)) failures.push(`host has no REMOTE_${name}_URL`);
}

// The API image runs with NODE_ENV=production, where the API refuses to start without its
// signing keys and the site's origin, and refuses SEED_DEMO_DATA (a staff account with a
// published password must never reach a real shop): the api service runs as production does and
// passes them; the demo shop (its accounts are in the README) is put in by the one-shot
// demo-data service, which the API waits for.
const service = (name) =>
  new RegExp(`^ {2}${name}:\\n((?: {4}.*\\n|\\n)*)`, 'm').exec(text)?.[1] ?? '';
const apiService = service('api');
const apiValue = (name) => new RegExp(`^ {6}${name}: ['"]?([^'"\\s]*)`, 'm').exec(apiService)?.[1];
if ((apiValue('NODE_ENV') ?? 'production') !== 'production')
  failures.push('api does not run as production does (NODE_ENV)');
if (apiValue('SEED_DEMO_DATA') !== undefined)
  failures.push('api sets SEED_DEMO_DATA, which production refuses: the demo-data service seeds');
// Payments (ADR 0052): the compose shop pays through our Mollie stand-in, on an address of its own.
if (!/tooling\/mollie-standin\/cli\.mjs/.test(service('mollie-standin')))
  failures.push('mollie-standin does not run the Mollie stand-in');
if (!/MOLLIE_API_ENDPOINT: .*mollie-standin/.test(apiService))
  failures.push('api does not reach Mollie through the mollie-standin service');
const demoData = service('demo-data');
// seed:demo as the API image runs it: compiled, with node (the image has no pnpm nor tsx).
if (!/^ {4}command: \[.*'dist\/cli\/seed-demo\.js'\]$/m.test(demoData))
  failures.push('demo-data does not run seed:demo (dist/cli/seed-demo.js)');
// Every image from docker/Dockerfile, one target each (ADR 0057).
for (const [name, target] of [
  ['api', 'api'],
  ['demo-data', 'api'],
  ['mollie-standin', 'mollie-standin'],
  ['host', 'static'],
  ['host-server', 'host-server'],
  ...remoteNames.map((remote) => [`mfe-${remote}`, 'static']),
]) {
  if (
    !new RegExp(`^ {6}dockerfile: docker/Dockerfile\n {6}target: ${target}$`, 'm').test(
      service(name),
    )
  )
    failures.push(`${name} is not built from docker/Dockerfile's ${target} target`);
}
// A normal start logs no error: each service that answers has a health check, and what needs
// another waits for it to be healthy (the host server for the host's remotes.json).
for (const name of [
  'postgres',
  'redis',
  'api',
  'mollie-standin',
  'host',
  'host-server',
  ...remoteNames.map((remote) => `mfe-${remote}`),
]) {
  if (!/^ {4}healthcheck:\n {6}test:/m.test(service(name)))
    failures.push(`${name} has no health check`);
}
for (const [name, needs] of [
  ['api', 'postgres'],
  ['api', 'redis'],
  ['host', 'api'],
  ['host-server', 'api'],
  ['host-server', 'host'],
  ...remoteNames.map((remote) => ['host-server', `mfe-${remote}`]),
]) {
  if (!new RegExp(`^ {6}${needs}:\n {8}condition: service_healthy$`, 'm').test(service(name)))
    failures.push(`${name} does not wait for ${needs} to be healthy`);
}
if (/^ {6}network:/m.test(text))
  failures.push(
    'docker-compose.yml sets build.network: that belongs in a file passed by environment',
  );
if (!/^ {6}demo-data:\n {8}condition: service_completed_successfully/m.test(apiService))
  failures.push('api does not wait for demo-data to complete');
for (const name of [
  'TOKEN_SECRET',
  'HUB_JWT_SECRET',
  'MOLLIE_API_KEY',
  'MOLLIE_PROFILE_ID',
  'SITE_ORIGIN',
]) {
  if (!new RegExp(`^ {6}${name}:`, 'm').test(apiService)) failures.push(`api has no ${name}`);
}

// The host's nginx passes pages to the host server, which reaches the API and remotes.json.
const hostServer = /^ {2}host-server:\n((?: {4}.*\n|\n)*)/m.exec(text)?.[1] ?? '';
for (const name of ['API_URL', 'REMOTES_JSON', 'REMOTE_INTERNAL_ORIGINS', 'SITE_ORIGIN']) {
  if (!new RegExp(`^ {6}${name}:`, 'm').test(hostServer))
    failures.push(`host-server has no ${name}`);
}
if (!/^ {6}PAGE_UPSTREAM: http:\/\/host-server:/m.test(text))
  failures.push('host has no PAGE_UPSTREAM pointing at host-server');

const compose = spawnSync('docker-compose', ['-f', file, 'config', '-q'], { encoding: 'utf8' });
if (compose.error) {
  console.log('docker-compose is not installed: validated the services only.');
} else if (compose.status !== 0) {
  failures.push(`docker-compose config: ${compose.stderr.trim()}`);
} else {
  console.log('docker-compose config: valid');
}

if (failures.length) {
  console.error(failures.map((f) => `✖ ${f}`).join('\n'));
  process.exit(1);
}
console.log('docker-compose.yml: 1 passed, 0 failed');
