import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import { build, dbTargets } from '../helpers/build';

const [target] = dbTargets();

/**
 * Code generators and API gateways read the served document with a standard validator before
 * anything else; this is one (ADR 0050). A schema keyword the declared OpenAPI version lacks
 * (JSON Schema's `propertyNames`, `const`, a list as `type`…) fails it.
 */
for (const environment of ['production', 'development'] as const) {
  describe(`the OpenAPI document served in ${environment}`, () => {
    const app = build(target!, { environment });
    const served = async () => {
      const answer = await app().inject({ url: '/docs/json' });
      assert.equal(answer.statusCode, 200);
      return answer.json() as OpenAPI.Document;
    };

    it('declares OpenAPI 3.0 and passes a standard validator', async () => {
      const document = await served();
      assert.match((document as { openapi: string }).openapi, /^3\.0\.\d+$/);
      // Schema and spec validation (it dereferences too), on a copy: the validator mutates it.
      const rejection = await SwaggerParser.validate(structuredClone(document)).then(
        () => '',
        (error: Error) => error.message.split('\n').slice(0, 12).join('\n'),
      );
      assert.equal(rejection, '');
    });

    it('dereferences every $ref', async () => {
      const document = await SwaggerParser.dereference(await served());
      assert.doesNotMatch(JSON.stringify(document), /"\$ref"/);
    });
  });
}
