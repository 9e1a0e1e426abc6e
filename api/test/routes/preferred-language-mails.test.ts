import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { build, dbTargets } from '../helpers/build';
import { createCustomer, nextAddress } from '../helpers/oauth';
import { customers } from '../../src/db/schema';
import type { MailMessage } from '../../src/plugins/app/core/mailer';

/** Issue 22: the customer's preferred language, not the request's, chooses a mail's language. */
for (const target of dbTargets()) {
  describe(`mails in the customer's preferred language on ${target.name}`, () => {
    const mails: MailMessage[] = [];
    const app = build(target, {
      mail: { mailer: { send: async (mail) => void mails.push(mail) } },
    });
    const askReset = (email: string) =>
      app().inject({
        method: 'POST',
        url: '/customers/password-reset-mail',
        headers: { 'accept-language': 'nl-NL' },
        payload: { email },
        remoteAddress: nextAddress(),
      });

    it('sends a password reset link in the preferred language, to its page in that language', async () => {
      const customer = await createCustomer(app());
      await app()
        .db.update(customers)
        .set({ preferredLanguage: 'en-us' })
        .where(eq(customers.uuid, customer.uuid));
      const response = await askReset(customer.email);
      assert.equal(response.statusCode, 202, response.body);
      const mail = mails.findLast((sent) => sent.to === customer.email)!;
      assert.match(mail.html, /lang="en-us"/);
      assert.match(mail.text, /\/en-us\//, 'the link opens the English page');
    });

    it('falls back to the request’s language when the customer chose none', async () => {
      const customer = await createCustomer(app());
      assert.equal((await askReset(customer.email)).statusCode, 202);
      const mail = mails.findLast((sent) => sent.to === customer.email)!;
      assert.match(mail.html, /lang="nl-nl"/);
    });
  });
}
