import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build, dbTargets } from '../helpers/build';
import { nextAddress } from '../helpers/oauth';
import { markersIn, MARKER } from './attack-values';
import { casesFor, type FuzzCase } from './fuzz-cases';
import { makeWorld } from './fuzz-world';
import { operationsOf, type Operation } from './openapi-operations';
import { tally, writeFuzzReport, type FuzzSummary } from './fuzz-report';

/** Pages a browser shows (the sign-in page): their errors are HTML pages too. */
const htmlPages = new Set(['GET /authorize', 'POST /authorize']);

/** Operations that take away what later cases need run last. */
const runsLast = (operation: Operation) =>
  operation.method === 'DELETE' || /deactivate|change-password|\/cancel$/.test(operation.path)
    ? 1
    : 0;

/** A message in words: an untranslated key (`errors.x`) is no message. */
const isClear = (text: unknown) =>
  typeof text === 'string' && text.trim().length > 0 && !/^[a-z]+(\.[A-Za-z0-9]+)+$/.test(text);

function messageOf(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode < 400 || !/json/.test(String(response.headers['content-type']))) return;
  const body = response.json();
  return `${response.statusCode} ${body['hydra:description'] ?? body.error_description}`;
}

/** What is wrong with an answer, or null when it is a proper one. */
function problemWith(fuzzCase: FuzzCase, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 200)}`;
  if (fuzzCase.expect !== 'any' && status !== fuzzCase.expect && ![401, 403, 429].includes(status))
    return `expected ${fuzzCase.expect}, got ${status}`;
  if (status < 400) return null;
  const type = String(response.headers['content-type'] ?? '');
  if (htmlPages.has(fuzzCase.operation.key) && type.startsWith('text/html'))
    return response.body.includes('<html') ? null : `${status} HTML without a page`;
  if (!/json/.test(type)) return `${status} answered ${type || 'without a content type'}`;
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    return `${status} body is not JSON`;
  }
  // Hydra errors everywhere; OAuth's own shape at /token.
  const message = body['hydra:description'] ?? body.error_description;
  return isClear(message)
    ? null
    : `${status} without a clear message: ${response.body.slice(0, 200)}`;
}

/** The rows of a raw query, on PGlite and node-postgres alike. */
async function rowsOf<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every text held in the database that carries a fuzz marker, by case number. */
async function storedMarkers(app: FastifyInstance): Promise<Map<number, string[]>> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    app,
    sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
  );
  const found = new Map<number, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await rowsOf<{ value: string }>(
      app,
      sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text ilike ${`%${MARKER}%`}`,
    );
    for (const { value } of rows)
      for (const id of markersIn(value))
        found.set(id, [...(found.get(id) ?? []), `${table}.${column}`]);
  }
  return found;
}

async function tableCounts(app: FastifyInstance) {
  const tables = await rowsOf<{ table_name: string }>(
    app,
    sql`
    select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const result = await rowsOf<{ n: number }>(
      app,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = Number(result[0]!.n);
  }
  return counts;
}

const summaries: FuzzSummary[] = [];

for (const target of dbTargets()) {
  describe(`every OpenAPI operation fuzzed on ${target.name}`, () => {
    const app = build(target, {
      environment: 'test',
      // Mails are made (so their code runs) but go nowhere.
      mail: { mailer: { send: async () => undefined } },
    });

    it('answers wrong, missing, extra, oversized and hostile input with a clear 4xx, never a 5xx, and keeps nothing it refused', async () => {
      const started = Date.now();
      const world = await makeWorld(app());
      const before = await tableCounts(app());
      const operations = operationsOf(app()).sort((a, b) => runsLast(a) - runsLast(b));
      let id = 0;
      const cases = operations.flatMap((operation) => casesFor(operation, world, () => ++id));

      const summary: FuzzSummary = {
        target: target.name,
        durationMs: 0,
        operations: operations.length,
        cases: cases.length,
        statuses: {},
        failures: [],
        messages: {},
        endpoints: {},
      };
      const statusOf = new Map<number, number>();
      for (const fuzzCase of cases) {
        const response = await app().inject({ ...fuzzCase.request, remoteAddress: nextAddress() });
        statusOf.set(fuzzCase.id, response.statusCode);
        tally(
          summary.endpoints,
          fuzzCase.operation.key,
          response.statusCode,
          fuzzCase.label === 'baseline',
        );
        const description = messageOf(response);
        if (fuzzCase.label === 'baseline' && description)
          summary.endpoints[fuzzCase.operation.key]!.baselineMessage = description;
        if (description) summary.messages[description] = (summary.messages[description] ?? 0) + 1;
        summary.statuses[response.statusCode] = (summary.statuses[response.statusCode] ?? 0) + 1;
        const problem = problemWith(fuzzCase, response);
        if (problem)
          summary.failures.push(`${fuzzCase.operation.key} [${fuzzCase.label}]: ${problem}`);
      }

      // An injection that was refused must have left nothing behind; one that was accepted
      // (a card text may say anything) is stored, and the tables are all still there.
      for (const [caseId, places] of await storedMarkers(app())) {
        const status = statusOf.get(caseId) ?? 0;
        if (status < 200 || status >= 300) {
          const fuzzCase = cases[caseId - 1]!;
          summary.failures.push(
            `${fuzzCase.operation.key} [${fuzzCase.label}]: answered ${status} but stored in ${places.join(', ')}`,
          );
        }
      }
      const after = await tableCounts(app());
      assert.deepEqual(Object.keys(after), Object.keys(before), 'no table was dropped or made');
      for (const [table, count] of Object.entries(before))
        // DELETE /relation/addresses/{uuid} removes the one address it was given.
        if (after[table]! < count && table !== 'addresses')
          summary.failures.push(`${table} lost rows: ${count} → ${after[table]}`);

      summary.durationMs = Date.now() - started;
      summaries.push(summary);
      console.log(writeFuzzReport(summaries));
      assert.deepEqual(summary.failures, []);
    });
  });
}
