import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { builtServices, overBudget, sizeTable, targetBases } from './image-sizes.mjs';

describe("the compose images' sizes", () => {
  it("finds each target's base image in the Dockerfile", () => {
    const bases = targetBases(
      'FROM node:20-bookworm-slim AS pnpm\nRUN x\nFROM pnpm AS fetch\nFROM node:20-bookworm-slim AS api\nFROM nginx:1.27-alpine AS static\n',
    );
    assert.equal(bases.get('api'), 'node:20-bookworm-slim');
    assert.equal(bases.get('static'), 'nginx:1.27-alpine');
  });

  it('finds the services built from a target in the rendered compose file', () => {
    const config = [
      'services:',
      '  api:',
      '    build:',
      '      context: /repo',
      '      dockerfile: docker/Dockerfile',
      '      target: api',
      '    environment:',
      '      target: not-this',
      '  postgres:',
      '    image: postgres:16-alpine',
      '  host:',
      '    build:',
      '      target: static',
    ].join('\n');
    assert.deepEqual(builtServices(config), [
      { service: 'api', target: 'api' },
      { service: 'host', target: 'static' },
    ]);
  });

  const rows = [
    { service: 'api', target: 'api', base: 'node:20-bookworm-slim', size: 640e6, baseSize: 514e6 },
    {
      service: 'host-server',
      target: 'host-server',
      base: 'node:20-bookworm-slim',
      size: 700e6,
      baseSize: 514e6,
    },
    { service: 'host', target: 'static', base: 'nginx:1.27-alpine', size: 424e6, baseSize: 421e6 },
  ];

  it('prints size, what the project adds and the budget where there is one', () => {
    assert.equal(
      sizeTable(rows),
      [
        'service      target       base image             size MB  added MB  budget',
        'api          api          node:20-bookworm-slim    640.0     126.0  PASS ≤ 150',
        'host-server  host-server  node:20-bookworm-slim    700.0     186.0  FAIL ≤ 150',
        'host         static       nginx:1.27-alpine        424.0       3.0',
      ].join('\n'),
    );
    assert.match(sizeTable(rows, { markdown: true }), /^\| service +\| target/);
    assert.match(
      sizeTable(rows, { markdown: true }),
      /\| api +\| api +\| node:20-bookworm-slim \| +640\.0 \| +126\.0 \| PASS ≤ 150 \|/,
    );
  });

  it('names the images over their budget', () => {
    assert.deepEqual(
      overBudget(rows).map((row) => row.service),
      ['host-server'],
    );
  });
});
