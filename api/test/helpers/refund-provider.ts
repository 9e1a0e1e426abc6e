import { before } from 'node:test';
import { molliePaymentProvider } from '../../src/domain/payment/mollie-provider';
import type {
  PaymentProvider,
  RefundOutcome,
  RefundRequest,
} from '../../src/domain/payment/payment-provider';
import { mollieSettings } from './mollie';

/**
 * Mollie (the stand-in, through the real client), whose refunds a test steers: made as usual,
 * refused, never answered (the provider unreachable: the call throws), or held until the test
 * lets them go, as a slow provider would. Every refund call is kept, with its idempotency key.
 * Call it before `build()`: the provider is made in a `before` of its own, which runs first.
 */
export function steeredRefunds() {
  let base: PaymentProvider | undefined;
  before(async () => {
    base = molliePaymentProvider(await mollieSettings());
  });
  const mollie = () => {
    if (!base) throw new Error('The provider is made in a before hook: build the app after it');
    return base;
  };
  let mode: 'works' | 'refuses' | 'unreachable' | 'slow' = 'works';
  const calls: RefundRequest[] = [];
  let release: () => void = () => undefined;
  let held: Promise<void> = Promise.resolve();
  let reached: () => void = () => undefined;
  let arrived: Promise<void> = Promise.resolve();

  const provider: PaymentProvider = {
    name: 'mollie',
    settings: () => mollie().settings(),
    methods: (query) => mollie().methods(query),
    start: (request) => mollie().start(request),
    status: (reference) => mollie().status(reference),
    release: (request) => mollie().release(request),
    capture: (request) => mollie().capture(request),
    captures: (reference) => mollie().captures(reference),
    refunds: (reference) => mollie().refunds(reference),
    async refund(request): Promise<RefundOutcome> {
      calls.push(request);
      if (mode === 'refuses') return { outcome: 'failed', reference: null };
      if (mode === 'unreachable') throw new Error('connect ECONNREFUSED 127.0.0.1:443');
      if (mode === 'slow') {
        reached();
        await held;
      }
      return mollie().refund(request);
    },
  };
  return {
    provider,
    calls,
    set(next: typeof mode) {
      mode = next;
      if (next === 'slow') {
        held = new Promise((resolve) => (release = resolve));
        arrived = new Promise((resolve) => (reached = resolve));
      }
    },
    /** Resolves once a slow refund is waiting for `release`. */
    waiting: () => arrived,
    release: () => release(),
    /** Mollie itself, to ask for a refund as a crashed API did before. */
    base: mollie,
  };
}
