import { act } from '@testing-library/react';

/**
 * A stand-in for the browser's EventSource (jsdom has none): each screen's live updates
 * subscribe through it, and a test pushes what the hub would send.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 1;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = 2;
  }
  push(data: unknown) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) })));
  }

  /** Puts a fresh fake in place of EventSource, with no instances yet. */
  static install() {
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  }
}
