// Which lines of the compose services' logs tell of an error (pnpm test:compose:up): a normal
// start and a shopper's journey log none.

/** pino's levels: 50 error, 60 fatal. */
const PINO_ERROR = 50;
/** nginx's error log: `2026/11/29 04:00:00 [error] 12#12: …` (warn and notice are not errors). */
const nginxLevel = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \[(\w+)\]/;
/** nginx's access log: `… "GET /x HTTP/1.1" 502 …`. */
const accessStatus = /"[A-Z]+ \S+ HTTP\/[\d.]+" (\d{3}) /;
/** PostgreSQL: `… ERROR:  …`, `… FATAL:  …`, `… PANIC:  …`. */
const postgresError = /\b(?:ERROR|FATAL|PANIC):\s/;
/** Anything else: a word that tells of a failure. */
const plainError =
  /\b(?:error|exception|unhandled|uncaught|fatal|failed|ECONNREFUSED|ENOTFOUND)\b/i;

/**
 * docker-compose's line without its `service_1  | ` prefix.
 * @param {string} line
 */
export function withoutPrefix(line) {
  return line.replace(/^\S+\s+\| ?/, '');
}

/**
 * Whether one line of a service's log tells of an error.
 * @param {string} line  without compose's prefix
 */
export function isErrorLine(line) {
  const text = line.trim();
  if (!text) return false;
  if (text.startsWith('{')) {
    try {
      const entry = JSON.parse(text);
      if (typeof entry.level === 'number') return entry.level >= PINO_ERROR;
      if (typeof entry.level === 'string') return /^(?:error|fatal)$/i.test(entry.level);
      if (entry.res?.statusCode >= 500) return true;
      return false;
    } catch {
      // Not JSON after all: judged as plain text below.
    }
  }
  const nginx = nginxLevel.exec(text);
  if (nginx) return ['error', 'crit', 'alert', 'emerg'].includes(nginx[1]);
  const access = accessStatus.exec(text);
  if (access) return Number(access[1]) >= 500;
  return postgresError.test(text) || plainError.test(text);
}

/**
 * The lines of a service's log that tell of an error, less those `allowed` names.
 * @param {string} log  as `docker-compose logs --no-color SERVICE` prints it
 * @param {RegExp[]} [allowed]
 * @returns {string[]}
 */
export function errorLines(log, allowed = []) {
  return log
    .split('\n')
    .map(withoutPrefix)
    .filter((line) => isErrorLine(line) && !allowed.some((pattern) => pattern.test(line)));
}
