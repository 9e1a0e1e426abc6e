import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Where `pnpm test:api` collects every answer the suite's requests got (test/run.ts sets it);
 * unset, nothing is recorded. `test/openapi-answers.check.ts` then holds each answer against the
 * OpenAPI document (ADR 0038).
 */
export const ANSWER_LOG_ENV = 'API_ANSWER_LOG';

export interface RecordedAnswer {
  method: string;
  /** The path as requested, without the query. */
  path: string;
  status: number;
  contentType: string;
  /** The body when it is JSON, else null (only its status and type are checked). */
  body: string | null;
  /** Bytes in the body: an answer documented without a body must have none. */
  size: number;
  /** The test file that asked. */
  file: string;
}

const isJson = (contentType: string) => /[/+]json\b/.test(contentType);

function pathOf(options: string | InjectOptions): { method: string; path: string } {
  const request = typeof options === 'string' ? { url: options } : options;
  const url = typeof request.url === 'string' ? request.url : (request.path ?? '/');
  const method = String(request.method ?? 'GET').toUpperCase();
  return { method, path: String(url).split('?')[0]! };
}

/**
 * Wraps `app.inject` (the promise form every test uses) so each answer is appended to this
 * test process's file in the log folder. Does nothing unless the log folder is set.
 */
export function recordAnswers(app: FastifyInstance): void {
  const folder = process.env[ANSWER_LOG_ENV];
  if (!folder) return;
  const file = path.join(folder, `${process.pid}.ndjson`);
  const testFile = path.relative(process.cwd(), process.argv[1] ?? '');
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  app.inject = ((options?: string | InjectOptions, callback?: unknown) => {
    // The chained and callback forms are not used by the suite: handed over unrecorded.
    if (options === undefined) return inject();
    if (callback !== undefined) return inject(options, callback);
    return (inject(options) as Promise<LightMyRequestResponse>).then((response) => {
      const request = pathOf(options);
      // No route: the not-found handler answered (an unknown URL, or a route this app lacks).
      if (!app.findRoute({ method: request.method as HTTPMethods, url: request.path }))
        return response;
      const contentType = String(response.headers['content-type'] ?? '');
      const answer: RecordedAnswer = {
        ...request,
        status: response.statusCode,
        contentType,
        body: isJson(contentType) ? response.body : null,
        size: response.rawPayload.length,
        file: testFile,
      };
      appendFileSync(file, `${JSON.stringify(answer)}\n`);
      return response;
    });
  }) as FastifyInstance['inject'];
}
