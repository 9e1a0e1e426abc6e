import fp from 'fastify-plugin';
import type { PaymentProvider } from '../../../domain/payment/payment-provider';
import { retryUnansweredCaptures } from '../orders/back-office/capture-claims';
import { fromSettings } from '../../../app-settings';

/**
 * Asks the payment provider again for the captures it did not answer when their orders shipped
 * (ADR 0052: down, slow, or the API stopped in between), every `checkMs` on each API instance;
 * the claims let several instances share the work, and the captures' own keys make asking
 * again safe. The order's move to sent stands meanwhile; staff see the capture waiting.
 */
export default fp<{ provider: PaymentProvider; checkMs?: number }>(
  async (app, options) => {
    const every = options.checkMs ?? 60_000;
    if (every <= 0) return;
    const timer = setInterval(() => {
      retryUnansweredCaptures(app.db, options.provider, app.log)
        .then((count) => count && app.log.info({ count }, 'asked again for captures'))
        .catch((error: unknown) => app.log.warn({ error }, 'capture retry failed'));
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'capture-retry', dependencies: ['db'] },
);

/** Its options from the app's settings when the plugins load by folder (ADR 0045). */
export const autoConfig = fromSettings((settings) => ({
  provider: settings.paymentProvider,
  checkMs: settings.captureRetryMs,
}));
