import { test } from 'node:test';
import assert from 'node:assert/strict';
import { kindOfTask, scriptName, summarizeLongTasks } from './long-tasks.mjs';

const task = (overrides) => ({
  groups: { scriptEvaluation: 90, other: 10 },
  url: 'http://127.0.0.1:4300/main.js',
  phases: [],
  within: [],
  events: ['EvaluateScript'],
  ...overrides,
});

test('names a task by where its time went: parsing the page, styles and layout', () => {
  assert.equal(kindOfTask(task({ groups: { parseHTML: 60, other: 40 } })), 'HTML parsing');
  assert.equal(
    kindOfTask(task({ groups: { other: 80 }, events: ['DocumentLoader::CommitNavigation'] })),
    'HTML parsing',
  );
  assert.equal(
    kindOfTask(task({ groups: { styleLayout: 40, paintCompositeRender: 20, other: 30 } })),
    'styles and layout',
  );
});

test('names script work by the host’s phase it belongs to, or evaluation', () => {
  assert.equal(kindOfTask(task({ phases: ['shop:hydration'] })), 'hydration');
  assert.equal(
    kindOfTask(task({ url: 'http://127.0.0.1:4303/remoteEntry.js' })),
    'federation start',
  );
  assert.equal(
    kindOfTask(task({ phases: ['shop:federation-start'], within: ['shop:federation-start'] })),
    'federation start',
  );
  assert.equal(
    kindOfTask(task({ phases: ['shop:translations'], within: ['shop:translations'] })),
    'translations',
  );
  // The task that starts a phase mostly runs the code that starts it.
  assert.equal(kindOfTask(task({ phases: ['shop:translations'] })), 'evaluation');
  assert.equal(kindOfTask(task({ groups: { other: 100 } })), 'other');
});

test('sums the blocking time by kind and by script', () => {
  const summary = summarizeLongTasks([
    { kind: 'evaluation', url: 'http://127.0.0.1:4300/main.js', blockingMs: 80 },
    { kind: 'hydration', url: 'http://127.0.0.1:4300/main.js', blockingMs: 20.5 },
    { kind: 'styles and layout', url: 'document', blockingMs: 10 },
  ]);
  assert.deepEqual(summary, {
    count: 3,
    blockingMs: 110.5,
    byKind: { evaluation: 80, hydration: 20.5, 'styles and layout': 10 },
    byScript: { ':4300/main.js': 100.5, document: 10 },
  });
  assert.equal(scriptName('http://127.0.0.1:4303/remoteEntry.js'), ':4303/remoteEntry.js');
});
