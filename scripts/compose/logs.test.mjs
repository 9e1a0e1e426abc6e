import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { errorLines, isErrorLine, withoutPrefix } from './logs.mjs';

describe("the lines of a compose service's log that tell of an error", () => {
  it("judges the API's and the host server's JSON lines by pino's level", () => {
    assert.equal(
      isErrorLine('{"level":30,"msg":"Server listening at http://0.0.0.0:3100"}'),
      false,
    );
    assert.equal(isErrorLine('{"level":40,"msg":"remotes.json not readable yet"}'), false);
    assert.equal(isErrorLine('{"level":50,"msg":"database unreachable"}'), true);
    assert.equal(isErrorLine('{"level":60,"msg":"could not start"}'), true);
    assert.equal(isErrorLine('{"level":"error","msg":"x"}'), true);
    // An info line whose message names an error is not one.
    assert.equal(isErrorLine('{"level":30,"msg":"error page rendered for /nope"}'), false);
  });

  it("judges nginx's error log by its level and its access log by the status", () => {
    assert.equal(isErrorLine('2026/11/29 04:00:00 [notice] 1#1: start worker processes'), false);
    assert.equal(isErrorLine('2026/11/29 04:00:00 [warn] 1#1: a warning'), false);
    assert.equal(
      isErrorLine(
        '2026/11/29 04:00:00 [error] 29#29: *1 connect() failed (111: Connection refused)',
      ),
      true,
    );
    assert.equal(isErrorLine('2026/11/29 04:00:00 [emerg] 1#1: host not found in upstream'), true);
    assert.equal(
      isErrorLine(
        '172.18.0.1 - - [29/Nov/2026:04:00:00 +0000] "GET /error-page HTTP/1.1" 404 12 "-" "x"',
      ),
      false,
    );
    assert.equal(
      isErrorLine('172.18.0.1 - - [29/Nov/2026:04:00:00 +0000] "GET /p/x HTTP/1.1" 502 12 "-" "x"'),
      true,
    );
  });

  it("finds PostgreSQL's errors and a plain stack trace", () => {
    assert.equal(isErrorLine('2026-11-29 04:00:00 UTC [1] LOG:  database system is ready'), false);
    assert.equal(
      isErrorLine('2026-11-29 04:00:00 UTC [9] ERROR:  relation "x" does not exist'),
      true,
    );
    assert.equal(
      isErrorLine('2026-11-29 04:00:00 UTC [9] FATAL:  role "root" does not exist'),
      true,
    );
    assert.equal(
      isErrorLine('[host-server] remotes.json unreadable TypeError: fetch failed'),
      true,
    );
    assert.equal(isErrorLine('Error: connect ECONNREFUSED 172.18.0.5:3100'), true);
    assert.equal(
      isErrorLine('host: remotes.json written to /usr/share/nginx/runtime/remotes.json'),
      false,
    );
    assert.equal(isErrorLine('   '), false);
  });

  it("strips docker-compose's prefix and leaves out the lines allowed", () => {
    assert.equal(withoutPrefix('shop_api_1      | {"level":30}'), '{"level":30}');
    const log = [
      'shop_host_1  | host: names resolved by 127.0.0.11',
      'shop_host_1  | 2026/11/29 04:00:00 [error] 30#30: *3 open() "/x" failed',
      'shop_host_1  | 2026/11/29 04:00:01 [error] 30#30: *4 upstream timed out',
    ].join('\n');
    assert.deepEqual(errorLines(log), [
      '2026/11/29 04:00:00 [error] 30#30: *3 open() "/x" failed',
      '2026/11/29 04:00:01 [error] 30#30: *4 upstream timed out',
    ]);
    assert.deepEqual(errorLines(log, [/open\(\) "\/x"/]), [
      '2026/11/29 04:00:01 [error] 30#30: *4 upstream timed out',
    ]);
  });
});
