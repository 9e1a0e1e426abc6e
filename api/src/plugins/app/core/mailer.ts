import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { Outbox } from '../../../mail/outbox';
import { fromSettings } from '../../../app-settings';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one mail or rejects; the routes answer 502 when it rejects. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

export interface MailerOptions {
  from: string;
  /** smtp://host:port: send over SMTP (Mailpit in docker compose). */
  smtpUrl?: string;
  /** Without smtpUrl, mails are written here (see src/mail/outbox.ts). */
  outboxDir: string;
  /** Replaces the transport entirely (tests: a mailer that fails). */
  mailer?: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Shorter than the site's 20 s API timeout, so the shopper gets our 502, not a timeout. */
const SMTP_TIMEOUT_MS = 10_000;

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/** Builds the real message (MIME, encodings) with nodemailer and files it in the outbox. */
export function outboxMailer(outbox: Outbox, from: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    // The same CRLF line ends an SMTP server would store.
    newline: 'windows',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await outbox.save(info.message as Buffer, {
        to: [message.to],
        from,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}

/** `app.mailer`: SMTP when configured, else the outbox folder. */
/** Its options from the app's settings when the plugins load by folder (ADR 0045). */
export const autoConfig = fromSettings(({ mail }) => mail);

export default fp<MailerOptions>(
  async (app, options) => {
    const mailer =
      options.mailer ??
      (options.smtpUrl
        ? smtpMailer(options.smtpUrl, options.from)
        : outboxMailer(new Outbox(options.outboxDir), options.from));
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close?.());
  },
  { name: 'mailer' },
);
