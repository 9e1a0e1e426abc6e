import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const booleanString = v.pipe(
  v.picklist(['true', 'false', '1', '0']),
  v.transform((value) => value === 'true' || value === '1'),
);

const configSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'must be a port number'),
      v.transform(Number),
      v.maxValue(65_535, 'must be a port number'),
    ),
    '3100',
  ),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  ),
  PGLITE_DIR: v.optional(v.string(), path.join(apiRoot, '.data', 'pglite')),
  /** Accepted for docker-compose; rate limits still use the in-memory store (see README). */
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must be a redis:// URL'))),
  LOG_LEVEL: v.optional(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  SEED_DEMO_DATA: v.optional(booleanString, 'true'),
  /** Take client addresses from X-Forwarded-For; true behind the site's proxy. */
  TRUST_PROXY: v.optional(booleanString, 'true'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
});

export type Config = v.InferOutput<typeof configSchema>;

/** Parses the environment once at start-up; a bad value stops the server and names itself. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(configSchema.entries).map((key) => [key, emptyToUndefined(env[key])]),
  );
  const result = v.safeParse(configSchema, input);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = issue.path?.map((item) => String(item.key)).join('.') ?? '?';
      return `${key}: ${issue.message} (got ${JSON.stringify(issue.input)})`;
    });
    throw new Error(`Invalid API configuration: ${problems.join('; ')}`);
  }
  return result.output;
}
