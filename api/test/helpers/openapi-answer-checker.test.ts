import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { answerChecker } from './openapi-answer-checker';
import type { RecordedAnswer } from './answer-log';

const document = {
  paths: {
    '/carts/{uuid}': {
      get: {
        responses: {
          '200': {
            content: {
              'application/ld+json': {
                schema: {
                  type: 'object',
                  required: ['uuid'],
                  properties: {
                    uuid: { type: 'string' },
                    note: { type: 'string', nullable: true },
                  },
                },
              },
            },
          },
          '404': {
            content: { 'application/ld+json': { schema: { $ref: '#/components/schemas/E' } } },
          },
        },
      },
    },
    '/carts/mine': { delete: { responses: { '204': {} } } },
    '/later': { get: { responses: { default: {} } } },
  },
  components: { schemas: { E: { type: 'object', required: ['@type'] } } },
};

const answer = (overrides: Partial<RecordedAnswer>): RecordedAnswer => ({
  method: 'GET',
  path: '/carts/abc',
  status: 200,
  contentType: 'application/ld+json; charset=utf-8',
  body: '{"uuid":"abc","note":null}',
  size: 26,
  file: 'test/x.test.ts',
  ...overrides,
});

describe('holding an answer against the OpenAPI document', () => {
  it('passes an answer the document declares, nullable fields and shared schemas included', () => {
    const check = answerChecker(document);
    assert.equal(check(answer({})), null);
    assert.equal(check(answer({ status: 404, body: '{"@type":"hydra:Error"}' })), null);
    assert.equal(
      check(answer({ method: 'DELETE', path: '/carts/mine', status: 204, size: 0 })),
      null,
    );
  });

  it('fails an undeclared status, an unlisted type, a body that does not match and a body where none is declared', () => {
    const check = answerChecker(document);
    assert.match(check(answer({ status: 201 }))!.key, /201 is not declared/);
    assert.match(check(answer({ contentType: 'text/html' }))!.key, /text\/html is not declared/);
    assert.match(check(answer({ body: '{"note":1}' }))!.key, /body does not match/);
    assert.match(check(answer({ status: 404, body: '{}' }))!.key, /body does not match/);
    assert.match(
      check(answer({ method: 'DELETE', path: '/carts/mine', status: 204, size: 3 }))!.key,
      /declared without a body/,
    );
  });

  it('skips what the document does not cover and counts operations not documented yet', () => {
    const check = answerChecker(document);
    assert.equal(check(answer({ path: '/nowhere' })), null);
    assert.equal(check(answer({ path: '/later' })), null);
    assert.deepEqual([...check.summary().undocumented], ['GET /later']);
    assert.equal(check.summary().unmatched, 1);
  });
});
