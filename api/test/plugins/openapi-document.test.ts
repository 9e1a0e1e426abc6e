import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../helpers/build';
import { accessOf } from '../../src/http/route-access';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  security?: unknown[];
}
type Paths = Record<string, Record<string, Operation>>;

const [target] = dbTargets();

describe('the OpenAPI document (ADR 0038)', () => {
  const app = build(target!, { environment: 'development' });
  const document = async () =>
    (await app().inject({ url: '/docs/json' })).json() as {
      paths: Paths;
      components: { schemas: Record<string, unknown> };
    };
  const operations = async () =>
    Object.entries((await document()).paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        route: path.replace(/\{(\w+)\}/g, ':$1'),
        method: method.toUpperCase(),
        operation,
      })),
    );

  it('declares a success answer for every operation', async () => {
    const undeclared = (await operations())
      .filter(({ operation }) => !Object.keys(operation.responses).some((s) => Number(s) < 400))
      .map(({ key }) => key);
    assert.deepEqual(undeclared, []);
  });

  it('asks for a bearer token exactly where the access table needs a sign-in or staff', async () => {
    for (const { key, method, route, operation } of await operations()) {
      const kind = accessOf(method, route)?.kind;
      const signedIn = kind === 'signedIn' || kind === 'staff';
      assert.deepEqual(operation.security, signedIn ? [{ bearer: [] }] : [], key);
      if (signedIn) assert.ok(operation.responses['401'], `${key} declares its 401`);
    }
  });

  it('answers the statuses the API sends, not a 200 for everything', async () => {
    const { paths } = await document();
    assert.ok(paths['/carts']!.post!.responses['201']);
    assert.ok(!paths['/carts']!.post!.responses['200']);
    assert.ok(paths['/relation/addresses/{uuid}']!.delete!.responses['204']);
    assert.ok(!paths['/relation/addresses/{uuid}']!.delete!.responses['204']!.content);
    assert.ok(paths['/order/orders']!.post!.responses['422']);
    assert.ok(paths['/order/orders']!.post!.responses['402']);
    // The provider down or slow when an order is placed, or when Mollie's webhook asks it back.
    for (const status of ['503', '504']) {
      assert.ok(paths['/order/orders']!.post!.responses[status], status);
      assert.ok(paths['/payments/webhook/mollie']!.post!.responses[status], status);
    }
  });

  it('writes the one error schema once and refers to it from every error', async () => {
    const { paths, components } = await document();
    assert.ok(components.schemas.HydraError);
    const error = paths['/catalogue/products/{slug}']!.get!.responses['404']!;
    assert.equal(
      error.content!['application/ld+json']!.schema!.$ref,
      '#/components/schemas/HydraError',
    );
  });

  it('leaves the answers as they were: fields the document does not name are still sent', async () => {
    const product = (await app().inject({ url: '/catalogue/products/zonnig-boeket' })).json();
    // `alt` of an image and `isHandwritten` of a wish card are not in the document's schemas.
    assert.ok(product.images[0].alt);
    const cards = (
      await app().inject({ url: '/catalogue/wish-cards?product=zonnig-boeket' })
    ).json();
    assert.equal(typeof cards['hydra:member'][0].isHandwritten, 'boolean');
  });
});
