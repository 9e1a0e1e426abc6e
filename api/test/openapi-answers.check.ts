/**
 * Run by test/run.ts after the whole suite (not a `*.test.ts`): every answer the suite's
 * requests got, held against the OpenAPI document (ADR 0038). An answer whose status the
 * operation does not declare, whose content type it does not list, or whose JSON body does not
 * match the declared schema fails the run.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, dbTargets } from './helpers/build';
import { ANSWER_LOG_ENV, type RecordedAnswer } from './helpers/answer-log';
import { answerChecker } from './helpers/openapi-answer-checker';

const folder = process.env[ANSWER_LOG_ENV];

function recordedAnswers(): RecordedAnswer[] {
  return readdirSync(folder!)
    .filter((file) => file.endsWith('.ndjson'))
    .flatMap((file) =>
      readFileSync(path.join(folder!, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as RecordedAnswer),
    );
}

describe('the OpenAPI document and the answers the test suite got', () => {
  // Outside production, so the development-only routes are documented too.
  const app = build(dbTargets()[0]!, { environment: 'development' });

  it(
    'declares the status, content type and body of every answer of a documented operation',
    { skip: folder ? false : `run by pnpm test:api, which sets ${ANSWER_LOG_ENV}` },
    () => {
      const answers = recordedAnswers();
      assert.ok(answers.length > 0, 'no answer was recorded');
      const check = answerChecker(app().swagger() as never);
      const problems = new Map<string, { count: number; example: string }>();
      for (const answer of answers) {
        const problem = check(answer);
        if (!problem) continue;
        const seen = problems.get(problem.key);
        if (seen) seen.count += 1;
        else problems.set(problem.key, { count: 1, example: problem.detail });
      }
      const { checked, undocumented, unmatched } = check.summary();
      console.log(
        `${answers.length} answers: ${checked} checked, ${unmatched} outside the document ` +
          `(unknown URLs, the docs, HEAD); operations not documented yet: ${
            [...undocumented].sort().join(', ') || 'none'
          }`,
      );
      const report = [...problems].map(
        ([key, { count, example }]) => `${key} (${count}×)\n    ${example}`,
      );
      assert.deepEqual(report, [], `answers the document does not declare:\n${report.join('\n')}`);
    },
  );
});
