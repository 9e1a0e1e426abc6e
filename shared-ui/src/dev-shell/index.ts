export { startDevShell, type DevRoute } from './start-dev-shell';
