import type { EventSourceLike } from '../subscribe';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;

/**
 * A stand-in for the browser's EventSource (jsdom has none), for tests of code that subscribes
 * to the live update hub: the test plays the browser and the hub. It opens the connection,
 * pushes what the hub would send, drops it (the browser reconnects by itself) or refuses it
 * (the browser gives up). `install` puts it in place of `globalThis.EventSource`; a React test
 * passes its `act`, so what the hub sends renders before the test looks.
 */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  private static wrap: (change: () => void) => void = (change) => change();

  readyState = CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  /** Puts a fresh fake in place of EventSource, with no instances yet. */
  static install(options: { act?: (change: () => void) => void } = {}) {
    FakeEventSource.instances = [];
    FakeEventSource.wrap = options.act ?? ((change) => change());
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  }

  /** The newest connection. */
  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('No EventSource was opened');
    return source;
  }

  close() {
    this.closed = true;
    this.readyState = CLOSED;
  }

  /** The hub accepted the subscription. */
  open() {
    FakeEventSource.wrap(() => {
      this.readyState = OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  /** The hub sends an update: `data` as JSON (or a raw string as it is). */
  push(data: unknown, lastEventId = '') {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    FakeEventSource.wrap(() =>
      this.onmessage?.(new MessageEvent('message', { data: text, lastEventId })),
    );
  }

  /** The browser gave up (the hub refused: 401, 403, 5xx): readyState CLOSED, then error. */
  refuse() {
    FakeEventSource.wrap(() => {
      this.readyState = CLOSED;
      this.onerror?.(new Event('error'));
    });
  }

  /** The connection dropped and the browser reconnects by itself. */
  drop() {
    FakeEventSource.wrap(() => {
      this.readyState = CONNECTING;
      this.onerror?.(new Event('error'));
    });
  }

  /** The query the subscription was opened with (topics, token, lastEventID). */
  get params() {
    return new URL(this.url, 'http://shop.test').searchParams;
  }
}
