/**
 * A stand-in for the browser's XMLHttpRequest, for tests of code that uploads with progress
 * (`createApiClient({ createXhr })`, `configureHttp({ createXhr })`). The test plays the
 * browser: it reports progress, answers, fails or waits. Needs a DOM-like environment (jsdom)
 * for EventTarget and ProgressEvent.
 */
export class FakeXhr extends EventTarget {
  readonly upload = new EventTarget();
  method = '';
  url = '';
  /** Header names in lower case, as fetch's Headers keeps them. */
  readonly requestHeaders: Record<string, string> = {};
  body: unknown = undefined;
  responseType: XMLHttpRequestResponseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  aborted = false;
  /** Answered, failed or aborted: a browser fires nothing more after that. */
  done = false;
  private responseHeaders = '';

  constructor(private readonly onSend: (xhr: FakeXhr) => void = () => undefined) {
    super();
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name.toLowerCase()] = value;
  }

  getAllResponseHeaders(): string {
    return this.responseHeaders;
  }

  send(body: unknown = null): void {
    this.body = body;
    // A browser never answers inside send().
    void Promise.resolve().then(() => this.onSend(this));
  }

  abort(): void {
    if (this.done) return;
    this.aborted = true;
    this.finish('abort');
  }

  /** The browser has sent `loaded` of `total` bytes of the body. */
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: total > 0, loaded, total }),
    );
  }

  /** The API answers with `body` as JSON. */
  respond(status: number, body?: unknown, headers: Record<string, string> = {}): void {
    if (this.done) return;
    this.status = status;
    this.statusText = String(status);
    const text = body === undefined ? '' : JSON.stringify(body);
    this.response = new TextEncoder().encode(text).buffer;
    this.responseHeaders = Object.entries({ 'content-type': 'application/ld+json', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    this.finish('load');
  }

  /** The connection breaks before an answer. */
  fail(): void {
    if (!this.done) this.finish('error');
  }

  private finish(type: 'load' | 'error' | 'abort'): void {
    this.done = true;
    this.dispatchEvent(new ProgressEvent(type));
    this.dispatchEvent(new ProgressEvent('loadend'));
  }
}

/**
 * Every XMLHttpRequest a client makes, in order. `answer` plays the browser and the API for
 * each one when it is sent; without it, requests wait for the test.
 */
export function fakeXhrs(answer?: (xhr: FakeXhr) => void) {
  const requests: FakeXhr[] = [];
  return {
    requests,
    createXhr: (): XMLHttpRequest => {
      const xhr = new FakeXhr(answer);
      requests.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  };
}
