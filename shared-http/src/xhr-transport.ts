/** Bytes of the request body sent so far, and its size (0 when the browser cannot tell). */
export type UploadProgress = (loaded: number, total: number) => void;

/** How the client sends a call: fetch, or XMLHttpRequest when upload progress is wanted. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

// Statuses whose Response may not carry a body (the constructor throws otherwise).
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * fetch's contract over XMLHttpRequest, for the one thing fetch cannot do: report upload
 * progress. It answers a Response and rejects as fetch does (TypeError on a network failure,
 * the signal's reason on abort), so the client's headers, timeout, errors and retries stay in
 * one place whichever transport carries the call.
 */
export function xhrTransport(
  createXhr: () => XMLHttpRequest,
  onProgress: UploadProgress,
): Transport {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) return reject(signal.reason);
      const xhr = createXhr();
      xhr.open(init.method ?? 'GET', url);
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      // The bytes as they came, whether the answer is JSON or a file.
      xhr.responseType = 'arraybuffer';
      // Registered before send(): the browser reports no upload progress otherwise.
      xhr.upload.addEventListener('progress', (event) =>
        onProgress(event.loaded, event.lengthComputable ? event.total : 0),
      );

      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort, { once: true });
      xhr.addEventListener('loadend', () => signal?.removeEventListener('abort', abort));
      xhr.addEventListener('load', () => resolve(responseOf(xhr)));
      xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
      xhr.addEventListener('abort', () =>
        reject(signal?.reason ?? new DOMException('Aborted', 'AbortError')),
      );
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as ArrayBuffer), {
    status: xhr.status,
    statusText: xhr.statusText,
    headers,
  });
}
