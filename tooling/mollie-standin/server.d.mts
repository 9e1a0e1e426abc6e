/** The faults a test can turn on (README.md, "Faults"); also `POST /__standin/faults`. */
export interface MollieStandInFaults {
  /** Every /v2 call answers a Mollie 503. */
  down?: boolean;
  /** Every /v2 answer waits this long. */
  delayMs?: number;
  /** Sent as `Retry-After` on 5xx answers: 0 lets the client's three tries run at once. */
  retryAfterSeconds?: number;
  /** Creating a refund answers 422 "The refund could not be processed". */
  refundRefused?: boolean;
  /** Creating a capture answers 422 "The capture could not be processed". */
  captureRefused?: boolean;
  /** iDEAL is listed without `issuers`, as iDEAL 2.0 has it. */
  noIssuers?: boolean;
  /** The next /v2 call whose path starts with `path` (any, without) answers this status once. */
  status?: number;
  path?: string;
}

/** A /v2 call as received: headers without `authorization`, the body parsed. */
export interface MollieStandInRequest {
  method: string;
  /** Path and query, e.g. `/v2/methods?amount%5Bvalue%5D=29.90&…`. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A payment as the stand-in keeps it; `GET /v2/payments/:id` shows it in Mollie's shape. */
export interface MollieStandInPayment {
  id: string;
  status: 'open' | 'paid' | 'authorized' | 'failed' | 'canceled' | 'expired';
  method: 'ideal' | 'creditcard' | 'bancontact' | 'riverty' | null;
  /** `manual`: authorized, its money taken by a capture (Riverty always). */
  captureMode: 'automatic' | 'manual';
  amountCents: number;
  description: string;
  metadata: unknown;
  redirectUrl: string;
  webhookUrl: string | null;
  details: Record<string, string> | null;
  refunds: MollieStandInRefund[];
  captures: MollieStandInCapture[];
  /**
   * Each webhook call: the status it told of, what else changed (`refund re_… refunded`), and
   * the shop's answer status or the error.
   */
  webhookCalls: {
    at: string;
    status: string;
    about?: string;
    answerStatus?: number;
    error?: string;
  }[];
}

export interface MollieStandInRefund {
  id: string;
  paymentId: string;
  amountCents: number;
  status: 'pending' | 'processing' | 'refunded' | 'failed';
  metadata: unknown;
}

export interface MollieStandInCapture {
  id: string;
  paymentId: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed';
  metadata: unknown;
}

export interface MollieStandIn {
  /** `http://127.0.0.1:<port>`: the checkout pages, mollie.js and the card fields. */
  readonly url: string;
  /** `<url>/v2/`: what @mollie/api-client's `apiEndpoint` takes. */
  readonly apiEndpoint: string;
  readonly port: number;
  /** Change while it runs; cleared by `DELETE /__standin/faults`. */
  readonly faults: MollieStandInFaults;
  readonly payments: ReadonlyMap<string, MollieStandInPayment>;
  readonly requests: MollieStandInRequest[];
  /** Lets a test process end while the stand-in still listens. */
  unref(): void;
  close(): Promise<void>;
}

export declare function startMollieStandin(options?: {
  port?: number;
  host?: string;
  /** Where browsers reach the stand-in (checkout links, icons); default: `url`. */
  publicUrl?: string;
  /**
   * How long a refund stays `pending` before it is `refunded` and the webhook is called
   * (default 1000); `null`: until a test moves it (`POST /__standin/payments/:id/refunds/:id`).
   */
  refundSettleMs?: number | null;
  /** How long a capture stays `pending` before it `succeeded`, likewise (default 1000). */
  captureSettleMs?: number | null;
}): Promise<MollieStandIn>;
