// What blocked the main thread while a page loaded (issue 32): every top-level task of the
// Lighthouse trace that is a long task (over 50 ms) once Lighthouse's CPU slowdown is applied,
// with the script or origin that ran it and what it was. Lighthouse's own `long-tasks` audit
// gives the simulated durations but, simulated, puts most of a task's time under "other"; the
// trace itself knows what the time went to, and the host marks its start-up phases with User
// Timing (`shop:*`, host/src/app/phases.ts), so a task is named by what it did and when.

/** A task is long when it blocks the main thread for over this (the Long Tasks API's limit). */
export const LONG_TASK_MS = 50;

/** The host's User Timing measures (host/src/app/phases.ts) and what a task inside one is. */
export const phaseKinds = {
  'shop:federation-start': 'federation start',
  'shop:translations': 'translations',
  'shop:hydration': 'hydration',
};

/**
 * What a long task was, from where its time went (Lighthouse's task groups, summed over the
 * task and its children) and the host's phases it overlaps.
 * @param {{ groups: Record<string, number>, url: string, phases: string[] }} task
 */
export function kindOfTask({ groups, url, phases, within, events = [] }) {
  const total = Object.values(groups).reduce((sum, ms) => sum + ms, 0) || 1;
  const share = (...ids) => ids.reduce((sum, id) => sum + (groups[id] ?? 0), 0) / total;
  if (share('parseHTML') >= 0.5) return 'HTML parsing';
  // The document arriving: the browser commits the navigation and feeds the parser (time the
  // trace leaves ungrouped).
  if (/^(DocumentLoader|DecodedDataDocumentParser|ParseHTML)/.test(events[0] ?? ''))
    return 'HTML parsing';
  if (share('styleLayout', 'paintCompositeRender') >= 0.5) return 'styles and layout';
  // React hydrates in tasks of its own once the shell has started it: all of them are it.
  if (phases.includes('shop:hydration')) return 'hydration';
  // A phase's own continuations (a task that runs wholly inside it); the task that starts a
  // phase mostly evaluates the code that starts it.
  if (
    /\/(remoteEntry\.js|mf-manifest\.json)$/.test(url) ||
    within.includes('shop:federation-start')
  )
    return 'federation start';
  if (within.includes('shop:translations')) return 'translations';
  if (share('scriptEvaluation', 'scriptParseCompile', 'garbageCollection') >= 0.5)
    return 'evaluation';
  return 'other';
}

/** Milliseconds per task group over a task and all its descendants (each event's own time). */
function groupTimes(task, times = {}) {
  times[task.group.id] = (times[task.group.id] ?? 0) + task.selfTime;
  for (const child of task.children) groupTimes(child, times);
  return times;
}

/** The trace events a task ran, by name, longest first: what "other" time was. */
function topEvents(task) {
  const names = {};
  for (const child of task.children)
    names[child.event.name] = (names[child.event.name] ?? 0) + child.duration;
  return Object.entries(names)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name);
}

const round = (ms) => Math.round(ms * 10) / 10;

/**
 * The long tasks of one Lighthouse run, longest first. `artifacts` is what `lighthouse()`
 * answered beside the report (its Trace and DevtoolsLog); `slowdown` is the CPU slowdown the
 * profile simulates (4 on mobile, 1 on desktop): Lighthouse's simulation stretches every CPU
 * task by it, so a task is long here when its observed time times the slowdown is over 50 ms.
 * Each: start and duration (ms, simulated), blocking time (its part over 50 ms), the script
 * that ran it (or the page), what it was, and the host's phases it overlaps.
 */
export async function longTasksOf(artifacts, { slowdown }) {
  const { MainThreadTasks } = await import('lighthouse/core/computed/main-thread-tasks.js');
  const { UserTimings } = await import('lighthouse/core/computed/user-timings.js');
  const { NetworkRecords } = await import('lighthouse/core/computed/network-records.js');
  const { getJavaScriptURLs, getAttributableURLForTask } =
    await import('lighthouse/core/lib/tracehouse/task-summary.js');
  const context = { computedCache: new Map(), settings: {} };
  const tasks = await MainThreadTasks.request(artifacts.Trace, context);
  const timings = await UserTimings.request(artifacts.Trace, context);
  const records = await NetworkRecords.request(artifacts.DevtoolsLog, context);
  const jsUrls = getJavaScriptURLs(records);
  const measures = timings.filter((timing) => !timing.isMark && timing.name.startsWith('shop:'));
  const documentUrl = artifacts.URL?.finalDisplayedUrl ?? artifacts.URL?.mainDocumentUrl;

  return tasks
    .filter((task) => !task.parent && !task.unbounded && task.duration * slowdown > LONG_TASK_MS)
    .map((task) => {
      const url = getAttributableURLForTask(task, jsUrls);
      const phases = measures
        .filter((m) => m.startTime < task.endTime && m.endTime > task.startTime)
        .map((m) => m.name);
      const within = measures
        .filter((m) => m.startTime <= task.startTime && m.endTime >= task.endTime)
        .map((m) => m.name);
      const groups = Object.fromEntries(
        Object.entries(groupTimes(task)).map(([id, ms]) => [id, round(ms * slowdown)]),
      );
      const duration = task.duration * slowdown;
      return {
        startMs: round(task.startTime),
        durationMs: round(duration),
        blockingMs: round(duration - LONG_TASK_MS),
        url: url === documentUrl ? 'document' : url,
        kind: kindOfTask({ groups, url, phases, within, events: topEvents(task) }),
        events: topEvents(task),
        phases: [...new Set(phases)],
        groups,
      };
    })
    .sort((a, b) => b.durationMs - a.durationMs);
}

/** A script's short name for the report: its file (the page itself is "document"). */
export function scriptName(url) {
  if (!/^https?:/.test(url)) return url || 'unattributed';
  const { port, pathname } = new URL(url);
  return `${port ? `:${port}` : ''}${pathname}`;
}

/** Blocking milliseconds per kind and per script, over the long tasks of one run. */
export function summarizeLongTasks(longTasks) {
  const byKind = {};
  const byScript = {};
  for (const task of longTasks) {
    byKind[task.kind] = round((byKind[task.kind] ?? 0) + task.blockingMs);
    const name = scriptName(task.url);
    byScript[name] = round((byScript[name] ?? 0) + task.blockingMs);
  }
  return {
    count: longTasks.length,
    blockingMs: round(longTasks.reduce((sum, task) => sum + task.blockingMs, 0)),
    byKind,
    byScript,
  };
}
