import { testPaymentProvider } from '../../src/domain/payment/test-provider';
import type {
  PaymentProvider,
  RefundOutcome,
  RefundRequest,
} from '../../src/domain/payment/payment-provider';

/**
 * The test provider, whose refunds a test steers: made as usual, refused, never answered (the
 * provider unreachable: the call throws), or held until the test lets them go, as a slow
 * provider would. Every refund call is kept, with its idempotency key.
 */
export function steeredRefunds() {
  const base = testPaymentProvider({ webhookSecret: 'x'.repeat(32), pageUrl: 'http://x/pay' });
  let mode: 'works' | 'refuses' | 'unreachable' | 'slow' = 'works';
  const calls: RefundRequest[] = [];
  let release: () => void = () => undefined;
  let held: Promise<void> = Promise.resolve();
  let reached: () => void = () => undefined;
  let arrived: Promise<void> = Promise.resolve();

  const provider: PaymentProvider = {
    ...base,
    async refund(request): Promise<RefundOutcome> {
      calls.push(request);
      if (mode === 'refuses') return { outcome: 'failed', reference: null };
      if (mode === 'unreachable') throw new Error('connect ECONNREFUSED 127.0.0.1:443');
      if (mode === 'slow') {
        reached();
        await held;
      }
      return base.refund(request);
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
    /** The test provider itself, to ask for a refund as a crashed API did before. */
    base,
  };
}
