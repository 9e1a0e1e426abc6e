// One line that says why a process of `pnpm start` stopped, picked from what it printed last.

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;
/** Lines that say something failed, as the API, webpack, Node and pnpm word it. */
const telling =
  /(start failed|\berror\b|\bfailed\b|cannot|can't|unable|EADDRINUSE|ENOENT|EACCES|not found)/i;
/** pnpm's and concurrently's own summaries, which never say why. */
const noise = /(ELIFECYCLE|ERR_PNPM_RECURSIVE|exited with code|Command failed with exit code)/;

/**
 * @param {string} name      the process's name in `pnpm start` (api, host, product:ssr, ...)
 * @param {string|number} exitCode
 * @param {string[]} lines   its last lines of output, oldest first
 */
export function failureLine(name, exitCode, lines) {
  const plain = lines
    .map((line) => line.replace(ansi, '').trim())
    .filter((line) => line !== '' && !noise.test(line));
  // The API names its failing stage itself ("API start failed (database): ...").
  const reason =
    plain.findLast((line) => /start failed/i.test(line)) ??
    plain.findLast((line) => telling.test(line)) ??
    plain.at(-1);
  const how =
    typeof exitCode === 'number' ? `exited with code ${exitCode}` : `stopped (${exitCode})`;
  const line = `✖ pnpm start failed: ${name} ${how}${reason ? `: ${reason}` : ''}`;
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
