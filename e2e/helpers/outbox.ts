import { expect, type APIRequestContext } from '@playwright/test';
import { ports } from './site';

export interface OutboxMail {
  to: string[];
  subject: string;
  date: string;
  links: string[];
  text: string;
}

/** The newest mail to `address` in the API's dev outbox, waiting a little for it to arrive. */
export async function latestMailTo(
  request: APIRequestContext,
  address: string,
): Promise<OutboxMail> {
  const url = `http://127.0.0.1:${ports.api}/dev/outbox/latest?to=${encodeURIComponent(address)}`;
  let mail: OutboxMail | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(url);
        mail = response.ok() ? ((await response.json()) as OutboxMail) : null;
        return mail !== null;
      },
      { message: `a mail to ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  return mail!;
}
