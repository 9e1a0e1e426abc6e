import type { FastifyInstance } from 'fastify';

export interface HubEvent {
  id?: string;
  event?: string;
  data: string;
}

export interface HubStream {
  status: number;
  headers: Headers;
  /** The error body when the hub refused the subscription. */
  body?: unknown;
  events: HubEvent[];
  comments: string[];
  /** The next event (or the first already received) that `match` accepts. */
  next: (match?: (event: HubEvent) => boolean, timeoutMs?: number) => Promise<HubEvent>;
  /** Resolves when the hub ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/** The base URL of an app listening on a free port of 127.0.0.1. */
export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * Subscribes to the hub over real HTTP, as EventSource does, and parses the stream
 * (Server-Sent Events: fields per line, events separated by a blank line, ':' comments).
 */
export async function subscribe(
  baseUrl: string,
  options: {
    topics: string[];
    token?: string;
    via?: 'query' | 'header' | 'cookie';
    lastEventId?: string;
  },
): Promise<HubStream> {
  const url = new URL('/.well-known/mercure', baseUrl);
  for (const topic of options.topics) url.searchParams.append('topic', topic);
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    'accept-language': 'en-US',
  };
  const via = options.via ?? 'query';
  if (options.token && via === 'query') url.searchParams.set('authorization', options.token);
  if (options.token && via === 'header') headers.authorization = `Bearer ${options.token}`;
  if (options.token && via === 'cookie') headers.cookie = `mercureAuthorization=${options.token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;

  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: HubEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const stream: HubStream = {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended: Promise.resolve(),
    close: () => controller.abort(),
    next: (match = () => true, timeoutMs = 3000) =>
      new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < events.length; seen += 1) {
            if (match(events[seen]!)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(events[seen]!);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching hub event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
  if (!response.ok || !response.body) {
    stream.body = await response.json().catch(() => undefined);
    return stream;
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: HubEvent = { data: '' };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            const match = /^(id|event|data): ?(.*)$/.exec(line);
            if (match?.[1] === 'data') data.push(match[2]!);
            else if (match) event[match[1] as 'id' | 'event'] = match[2];
          }
          if (data.length > 0) {
            event.data = data.join('\n');
            events.push(event);
          }
          for (const waiter of [...waiters]) waiter();
        }
      }
    } catch {
      // Aborted by close(): the stream simply ends.
    }
  })();
  return stream;
}
