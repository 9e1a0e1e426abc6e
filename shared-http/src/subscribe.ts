/** Back-off of the hub reconnection: 1 s, doubling per failure, at most 30 s. */
export const HUB_RETRY_MIN_MS = 1_000;
export const HUB_RETRY_MAX_MS = 30_000;

/** What subscribe needs of EventSource (the browser's, or a test double). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}
export type EventSourceFactory = new (url: string) => EventSourceLike;

export interface HubMessage<T> {
  /** The update's id (Mercure: a urn:uuid). */
  id: string;
  data: T;
}

export interface SubscribeOptions {
  /** The hub's subscribe URL, e.g. '/.well-known/mercure' on the site's origin. */
  hubUrl: string;
  /** The subscriber token, or a getter asked again for a fresh one after every refused connection. */
  token: string | (() => string | Promise<string>);
  /** Told about failures (refused or lost connection, no token); subscribe keeps trying. */
  onError?: (error: unknown) => void;
  /**
   * Told each time the hub has accepted the subscription (the first time and after every
   * reconnection with a fresh token): from then on no update is missed, so a screen that read
   * its item before reads it once more here for what changed in between.
   */
  onOpen?: () => void;
  EventSource?: EventSourceFactory;
}

const CLOSED = 2;

function hubAddress(hubUrl: string, topics: string[], token: string, lastEventId: string) {
  const query = new URLSearchParams();
  for (const topic of topics) query.append('topic', topic);
  query.set('authorization', token);
  if (lastEventId) query.set('lastEventID', lastEventId);
  return `${hubUrl}${hubUrl.includes('?') ? '&' : '?'}${query.toString()}`;
}

/**
 * Live updates of items: subscribes to their topics on the hub (Mercure protocol, Server-Sent
 * Events) and calls `onMessage` with each update's JSON. EventSource reconnects by itself after
 * a dropped connection; when the hub refuses one (401 after the token expired, 403, 5xx) the
 * browser gives up, so this reconnects with a fresh token, backing off from 1 s to 30 s, and
 * asks for what it missed with `lastEventID`. Returns the unsubscribe function.
 */
export function subscribe<T = unknown>(
  topics: string[],
  onMessage: (data: T, message: HubMessage<T>) => void,
  options: SubscribeOptions,
): () => void {
  const Source: EventSourceFactory | undefined =
    options.EventSource ?? (globalThis as { EventSource?: EventSourceFactory }).EventSource;
  if (!Source) throw new Error('EventSource is not available');
  const EventSourceClass = Source;
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let lastEventId = '';
  let stopped = false;

  function retryLater(error: unknown) {
    options.onError?.(error);
    const delay = Math.min(HUB_RETRY_MAX_MS, HUB_RETRY_MIN_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => void connect(), delay);
  }

  async function connect() {
    let token: string;
    try {
      token = typeof options.token === 'function' ? await options.token() : options.token;
    } catch (error) {
      if (!stopped) retryLater(error);
      return;
    }
    if (stopped) return;
    const current = new EventSourceClass(hubAddress(options.hubUrl, topics, token, lastEventId));
    source = current;
    current.onopen = () => {
      failures = 0;
      options.onOpen?.();
    };
    current.onmessage = (event) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      let data: T;
      try {
        data = JSON.parse(String(event.data)) as T;
      } catch {
        return;
      }
      onMessage(data, { id: event.lastEventId, data });
    };
    current.onerror = (event) => {
      // Still CONNECTING: the browser retries by itself (same token). CLOSED: it gave up.
      if (current.readyState !== CLOSED || stopped) return;
      current.close();
      retryLater(event);
    };
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
