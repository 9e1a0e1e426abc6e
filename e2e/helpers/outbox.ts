import { expect, type APIRequestContext } from '@playwright/test';
import { ports } from './site';

export interface OutboxMail {
  to: string[];
  subject: string;
  date: string;
  links: string[];
  text: string;
}

/**
 * The newest mail to `address` in the API's dev outbox (with a subject matching `subject` when
 * given), waiting a little for it to arrive.
 */
export async function latestMailTo(
  request: APIRequestContext,
  address: string,
  subject?: RegExp,
): Promise<OutboxMail> {
  const url = `http://127.0.0.1:${ports.api}/dev/outbox/latest?to=${encodeURIComponent(address)}`;
  let mail: OutboxMail | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(url);
        mail = response.ok() ? ((await response.json()) as OutboxMail) : null;
        return mail !== null && (!subject || subject.test(mail.subject));
      },
      // Some mails go out from a background round (bought gift cards, every few seconds).
      { message: `a mail to ${address}${subject ? ` about ${subject}` : ''}`, timeout: 15_000 },
    )
    .toBe(true);
  return mail!;
}
