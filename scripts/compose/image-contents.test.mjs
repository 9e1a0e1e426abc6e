import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runtimeImageProblems } from './image-contents.mjs';

describe('what a Node runtime image holds', () => {
  const runtime = ['fastify@5.12.8', '@fastify+cookie@11.1.5', 'pg@8.23.1', 'sharp@0.35.5'];

  it('passes a non-root image with the packages its code imports', () => {
    assert.deepEqual(runtimeImageProblems({ service: 'api', uid: 1000, entries: runtime }), []);
  });

  it('names root, and each compiler, bundler, test runner or linter it holds', () => {
    assert.deepEqual(
      runtimeImageProblems({
        service: 'api',
        uid: 0,
        entries: [
          ...runtime,
          'typescript@5.9.3',
          'tsx@4.23.15',
          '@esbuild+linux-x64@0.28.2',
          'webpack@5.111.1_@swc+core@1.16.22',
          'jest@30.5.2',
        ],
      }),
      [
        'api runs as root',
        'api holds build or test tools: typescript@5.9.3, tsx@4.23.15, @esbuild+linux-x64@0.28.2, webpack@5.111.1_@swc+core@1.16.22, jest@30.5.2',
      ],
    );
  });

  it('does not take a package whose name only begins like a tool for one', () => {
    assert.deepEqual(
      runtimeImageProblems({
        service: 'api',
        uid: 1000,
        entries: [...runtime, 'jest-worker-free@1.0.0', 'typescript-event-target@1.1.1'],
      }),
      [],
    );
  });

  it('fails an image without its packages', () => {
    assert.deepEqual(runtimeImageProblems({ service: 'host-server', uid: 1000, entries: [] }), [
      'host-server has no node_modules/.pnpm',
    ]);
  });
});
