import { routeManifestProblems } from '@shop/contracts/routes';
import routes from './route-manifest.json';

it('publishes pages the host can route, each rendered by a module of the contract', () => {
  expect(routeManifestProblems('backoffice', routes)).toEqual([]);
});
