import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { parseConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { passwordResets } from '../../src/db/schema';
import { seedDemoData } from '../../src/db/seed';
import { sha256 } from '../../src/domain/tokens';
import type { OutboxMail } from '../../src/mail/outbox';
import { recordAnswers } from '../helpers/answer-log';
import { dbTargets } from '../helpers/build';
import { startFakeSmtp } from '../helpers/fake-smtp';
import { createCustomer, requestToken } from '../helpers/oauth';
import { mollieSettings } from '../helpers/mollie';

const SITE_URL = 'https://shop.example';
const NEW_PASSWORD = 'N1euw!wachtwoord';

let address = 0;
const nextAddress = () => `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** The body of a MIME part as written (quoted-printable undone), for reading the mail in a test. */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

type Variant = 'main' | 'failing' | 'smtp' | 'smtpRejecting' | 'production';

for (const target of dbTargets()) {
  describe(`password reset on ${target.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let outboxDir: string;
    let smtpOutboxDir: string;
    let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
    let rejectingSmtp: Awaited<ReturnType<typeof startFakeSmtp>>;
    const apps = {} as Record<Variant, FastifyInstance>;

    before(async () => {
      const opened = await target.open();
      dispose = opened.dispose;
      db = opened.handle.db;
      await seedDemoData(db);
      outboxDir = await mkdtemp(path.join(tmpdir(), 'shop-outbox-'));
      smtpOutboxDir = await mkdtemp(path.join(tmpdir(), 'shop-outbox-smtp-'));
      smtp = await startFakeSmtp();
      rejectingSmtp = await startFakeSmtp({ rejectRecipients: true });
      const payments = { mollie: await mollieSettings() };
      const options = (mail: AppOptions['mail'], environment: AppOptions['environment'] = 'test') =>
        ({
          db,
          logLevel: 'silent',
          environment,
          payments,
          mail: { siteUrl: SITE_URL, ...mail },
        }) as const;
      apps.main = await buildApp(options({ outboxDir }));
      apps.failing = await buildApp(
        options({
          outboxDir,
          mailer: {
            send: async () => {
              throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1025'), {
                code: 'ECONNREFUSED',
              });
            },
          },
        }),
      );
      apps.smtp = await buildApp(options({ smtpUrl: smtp.url, outboxDir: smtpOutboxDir }));
      apps.smtpRejecting = await buildApp(
        options({ smtpUrl: rejectingSmtp.url, outboxDir: smtpOutboxDir }),
      );
      apps.production = await buildApp(options({ outboxDir }, 'production'));
      Object.values(apps).forEach(recordAnswers);
      await Promise.all(Object.values(apps).map((app) => app.ready()));
    });

    after(async () => {
      await Promise.all(Object.values(apps).map((app) => app.close()));
      await smtp.close();
      await rejectingSmtp.close();
      await rm(outboxDir, { recursive: true, force: true });
      await rm(smtpOutboxDir, { recursive: true, force: true });
      await dispose();
    });

    const requestMail = (
      email: unknown,
      options: {
        app?: Variant;
        language?: string;
        remoteAddress?: string;
        headers?: Record<string, string>;
      } = {},
    ) =>
      apps[options.app ?? 'main'].inject({
        method: 'POST',
        url: '/customers/password-reset-mail',
        headers: { 'accept-language': options.language ?? 'en-US', ...options.headers },
        payload: email === undefined ? {} : { email },
        remoteAddress: options.remoteAddress ?? nextAddress(),
      });

    const resetPassword = (
      token: string,
      newPassword = NEW_PASSWORD,
      options: { language?: string; remoteAddress?: string } = {},
    ) =>
      apps.main.inject({
        method: 'POST',
        url: '/customers/password-reset',
        headers: { 'accept-language': options.language ?? 'en-US' },
        payload: { token, newPassword },
        remoteAddress: options.remoteAddress ?? nextAddress(),
      });

    const latestMail = async (email: string): Promise<OutboxMail> => {
      const response = await apps.main.inject({
        method: 'GET',
        url: `/dev/outbox/latest?to=${encodeURIComponent(email)}`,
      });
      assert.equal(response.statusCode, 200, `no mail to ${email}`);
      return response.json();
    };
    const tokenIn = (mail: OutboxMail) =>
      new URLSearchParams(new URL(mail.links[0]!).hash.slice(1)).get('token')!;

    const signInStatus = async (username: string, password: string) =>
      (await requestToken(apps.main, { grant_type: 'password', username, password })).statusCode;

    const resetsOf = (customerUuid: string) =>
      db.select().from(passwordResets).where(eq(passwordResets.customerUuid, customerUuid));
    /** Moves a customer's resets into the past, as if they were requested `minutes` ago. */
    const age = (customerUuid: string, minutes: number) =>
      db
        .update(passwordResets)
        .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(passwordResets.customerUuid, customerUuid));

    it('mails a link that sets a new password once and signs the customer out everywhere', async () => {
      const customer = await createCustomer(apps.main);
      const session = await requestToken(apps.main, {
        grant_type: 'password',
        username: customer.email,
        password: customer.password,
      });
      const { refresh_token } = session.json();

      const response = await requestMail(customer.email.toUpperCase());
      assert.equal(response.statusCode, 202);
      assert.equal(response.json()['@type'], 'PasswordResetMail');
      const expiresIn = Date.parse(response.json().expiresAt) - Date.now();
      assert.ok(expiresIn > 59 * 60_000 && expiresIn <= 60 * 60_000, `expires in ${expiresIn} ms`);
      assert.ok(!response.body.includes('token'), 'the token only travels by mail');

      const mail = await latestMail(customer.email);
      assert.deepEqual(mail.to, [customer.email]);
      assert.equal(mail.subject, 'Reset your Bloem & Zo password');
      assert.match(mail.links[0]!, /^https:\/\/shop\.example\/en-us\/wachtwoord-herstellen#token=/);
      assert.match(mail.text, /^Dear Test Klant,/);
      assert.match(mail.text, /valid for 60 minutes and works once/);
      const token = tokenIn(mail);
      assert.match(token, /^[A-Za-z0-9_-]{43}$/, '32 random bytes, base64url');

      // Only the token's SHA-256 is stored, valid for one hour.
      const [stored] = await resetsOf(customer.uuid);
      assert.equal(stored!.tokenHash, sha256(token));
      assert.equal(stored!.usedAt, null);

      assert.equal((await resetPassword(token)).statusCode, 204);
      assert.equal(await signInStatus(customer.email, customer.password), 400);
      assert.equal(await signInStatus(customer.email, NEW_PASSWORD), 200);
      const refreshed = await requestToken(apps.main, {
        grant_type: 'refresh_token',
        refresh_token,
      });
      assert.equal(refreshed.statusCode, 400);
      assert.equal(refreshed.json().error_description, 'The refresh token is invalid.');

      const again = await resetPassword(token, 'And3r!wachtwoord');
      assert.equal(again.statusCode, 400);
      assert.equal(
        again.json()['hydra:description'],
        'This reset link is no longer valid. Please request a new one.',
      );
      assert.equal(await signInStatus(customer.email, NEW_PASSWORD), 200);
    });

    it('writes the mail as a .eml file with a plain text and an HTML part', async () => {
      const customer = await createCustomer(apps.main);
      assert.equal((await requestMail(customer.email)).statusCode, 202);
      const mail = await latestMail(customer.email);
      const raw = await readFile(path.join(outboxDir, `${mail.id}.eml`), 'utf8');
      assert.match(raw, /^From: "Bloem & Zo" <no-reply@bloemenzo\.nl>\r$/m);
      assert.match(raw, new RegExp(`^To: ${customer.email}\r$`, 'm'));
      assert.match(raw, /Content-Type: text\/plain; charset=utf-8/);
      assert.match(raw, /Content-Type: text\/html; charset=utf-8/);
    });

    it('builds the link from SITE_URL and the shopper’s locale, never from request headers', async () => {
      const cases = [
        ['nl-NL', 'https://shop.example/wachtwoord-herstellen#token=', 'Je wachtwoord herstellen'],
        ['nl-BE', 'https://shop.example/nl-be/wachtwoord-herstellen#token=', 'Je wachtwoord'],
        ['fr-BE', 'https://shop.example/fr-be/wachtwoord-herstellen#token=', 'Réinitialiser'],
      ] as const;
      for (const [language, prefix, subject] of cases) {
        const customer = await createCustomer(apps.main);
        const response = await requestMail(customer.email, {
          language,
          headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        });
        assert.equal(response.statusCode, 202, language);
        const mail = await latestMail(customer.email);
        assert.ok(mail.links[0]!.startsWith(prefix), `${language}: ${mail.links[0]}`);
        assert.ok(mail.subject.startsWith(subject), `${language}: ${mail.subject}`);
        assert.ok(!mail.text.includes('evil.example'));
      }
      const nlBe = await createCustomer(apps.main);
      await requestMail(nlBe.email, { language: 'nl-BE' });
      assert.match((await latestMail(nlBe.email)).text, /Met vriendelijke groeten,/);
    });

    it('escapes the customer’s name in the HTML part', async () => {
      const email = `html-${address}@example.nl`;
      await apps.main.customers.create({
        email,
        password: 'Bloem3n!',
        fullname: '<img src=x onerror=alert(1)> & "Co"',
        customerType: 'private',
      });
      assert.equal((await requestMail(email)).statusCode, 202);
      const mail = await latestMail(email);
      const raw = await readFile(path.join(outboxDir, `${mail.id}.eml`), 'utf8');
      const html = decodeQuotedPrintable(raw.slice(raw.indexOf('<!doctype html>')));
      assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt; &amp; &quot;Co&quot;/);
      assert.doesNotMatch(html, /<img/);
    });

    it('answers 404 with the spec’s message when no account has the address', async () => {
      const en = await requestMail('niemand@example.nl');
      assert.equal(en.statusCode, 404);
      assert.equal(en.json()['@type'], 'hydra:Error');
      assert.equal(
        en.json()['hydra:description'],
        'No account exists yet with the email address provided. Please check the email address or continue without logging in.',
      );
      const nl = await requestMail('niemand@example.nl', { language: 'nl' });
      assert.equal(
        nl.json()['hydra:description'],
        'Er bestaat nog geen account met het opgegeven e-mailadres. Controleer het e-mailadres of ga verder zonder in te loggen.',
      );
      const fr = await requestMail('niemand@example.nl', { language: 'fr-BE' });
      assert.match(fr.json()['hydra:description'], /^Aucun compte n'existe encore/);
    });

    it('answers 409 to a second request within 5 minutes, and mails again after that', async () => {
      const customer = await createCustomer(apps.main);
      assert.equal((await requestMail(customer.email)).statusCode, 202);
      const first = tokenIn(await latestMail(customer.email));

      const repeat = await requestMail(customer.email, { language: 'nl' });
      assert.equal(repeat.statusCode, 409);
      assert.equal(
        repeat.json()['hydra:description'],
        'Er is al een wachtwoordherstel aangevraagd.',
      );
      const en = await requestMail(customer.email);
      assert.equal(en.json()['hydra:description'], 'A password reset already has been requested.');
      assert.equal((await resetsOf(customer.uuid)).length, 1);

      // That address has used its 3 requests of the quarter: a second customer shows what
      // happens once 5 minutes have passed.
      const customer2 = await createCustomer(apps.main);
      assert.equal((await requestMail(customer2.email)).statusCode, 202);
      await age(customer2.uuid, 6);
      assert.equal((await requestMail(customer2.email)).statusCode, 202);
      const second = tokenIn(await latestMail(customer2.email));
      assert.equal((await resetsOf(customer2.uuid)).length, 2);

      // The older link of the first customer still works: nothing else closed it.
      assert.equal((await resetPassword(first)).statusCode, 204);
      // Using the newest link closes every other open link of that customer.
      const resets = await resetsOf(customer2.uuid);
      const older = resets.find((reset) => reset.tokenHash !== sha256(second))!;
      assert.equal(older.usedAt, null);
      assert.equal((await resetPassword(second)).statusCode, 204);
      const after = await resetsOf(customer2.uuid);
      assert.ok(after.every((reset) => reset.usedAt !== null));
    });

    it('answers 409 only while the earlier link still works', async () => {
      const customer = await createCustomer(apps.main);
      assert.equal((await requestMail(customer.email)).statusCode, 202);
      assert.equal(
        (await resetPassword(tokenIn(await latestMail(customer.email)))).statusCode,
        204,
      );
      // The link was used a moment ago: asking again is allowed at once.
      assert.equal((await requestMail(customer.email)).statusCode, 202);
    });

    it('answers 400 with the email check message when the address is not valid', async () => {
      for (const email of ['geen-adres', '', undefined, 42]) {
        const response = await requestMail(email);
        assert.equal(response.statusCode, 400, String(email));
        const body = response.json();
        assert.equal(body['hydra:title'], 'There is an error in the form');
        assert.equal(
          body['hydra:description'],
          'We could not check this email address. Please enter a valid email address.',
        );
        assert.equal(body.violations[0].propertyPath, 'email');
      }
      const nl = await requestMail('geen-adres', { language: 'nl' });
      assert.deepEqual(nl.json().violations, [
        {
          propertyPath: 'email',
          message: 'Voer een geldig e-mailadres in',
          code: 'validation.email',
        },
      ]);
      assert.match(nl.json()['hydra:description'], /^We konden dit e-mailadres niet controleren/);
    });

    it('refuses an expired link and leaves the password as it was', async () => {
      const customer = await createCustomer(apps.main);
      await requestMail(customer.email);
      const token = tokenIn(await latestMail(customer.email));
      await db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.customerUuid, customer.uuid));
      const response = await resetPassword(token, NEW_PASSWORD, { language: 'nl' });
      assert.equal(response.statusCode, 400);
      assert.equal(
        response.json()['hydra:description'],
        'Deze link om je wachtwoord te herstellen is niet meer geldig. Vraag een nieuwe link aan.',
      );
      assert.equal(await signInStatus(customer.email, customer.password), 200);
      // An expired link does not block a new request either.
      assert.equal((await requestMail(customer.email)).statusCode, 202);
    });

    it('refuses an unknown token, and a weak password without spending the token', async () => {
      const unknown = await resetPassword('bm90LWEtcmVhbC10b2tlbg');
      assert.equal(unknown.statusCode, 400);
      assert.equal(
        unknown.json()['hydra:description'],
        'This reset link is no longer valid. Please request a new one.',
      );

      const customer = await createCustomer(apps.main);
      await requestMail(customer.email);
      const token = tokenIn(await latestMail(customer.email));
      const weak = await resetPassword(token, 'bloemen');
      assert.equal(weak.statusCode, 400);
      assert.equal(weak.json().violations[0].propertyPath, 'newPassword');
      assert.equal(weak.json().violations[0].code, 'validation.password');
      assert.equal((await resetPassword(token)).statusCode, 204);
    });

    it('lets only one of two simultaneous resets with the same link through', async () => {
      const customer = await createCustomer(apps.main);
      await requestMail(customer.email);
      const token = tokenIn(await latestMail(customer.email));
      const answers = await Promise.all([
        resetPassword(token, 'Eerst3!wachtwoord'),
        resetPassword(token, 'Tweede4!wachtwoord'),
      ]);
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [204, 400]);
    });

    it('answers 502 when the mail cannot be sent, and leaves no usable link behind', async () => {
      const customer = await createCustomer(apps.main);
      const response = await requestMail(customer.email, { app: 'failing' });
      assert.equal(response.statusCode, 502);
      assert.equal(
        response.json()['hydra:description'],
        'The email to reset your password could not be sent. Please try again later or contact Customer Service.',
      );
      const nl = await requestMail(customer.email, { app: 'failing', language: 'nl' });
      assert.match(nl.json()['hydra:description'], /^De e-mail om je wachtwoord te herstellen/);
      assert.deepEqual(await resetsOf(customer.uuid), []);
      // Nor does it block trying again once mail works.
      assert.equal((await requestMail(customer.email)).statusCode, 202);
    });

    it('sends over SMTP when SMTP_URL is set, and answers 502 when the server refuses', async () => {
      const customer = await createCustomer(apps.main);
      assert.equal((await requestMail(customer.email, { app: 'smtp' })).statusCode, 202);
      const sent = smtp.received.find((mail) => mail.to.some((to) => to.includes(customer.email)));
      assert.ok(sent, 'the fake SMTP server received the mail');
      assert.match(sent.data, /Subject: Reset your Bloem & Zo password/);
      assert.match(
        decodeQuotedPrintable(sent.data),
        /https:\/\/shop\.example\/en-us\/wachtwoord-herstellen#token=[\w-]{43}\r\n/,
      );
      assert.deepEqual(await readdir(smtpOutboxDir), [], 'nothing goes to the outbox');

      const refused = await createCustomer(apps.main);
      const response = await requestMail(refused.email, { app: 'smtpRejecting' });
      assert.equal(response.statusCode, 502);
      assert.deepEqual(await resetsOf(refused.uuid), []);
    });

    it('limits mails per address: 3 in 15 minutes, whatever the client address', async () => {
      const customer = await createCustomer(apps.main);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await requestMail(customer.email)).statusCode);
      assert.deepEqual(statuses, [202, 409, 409]);
      const limited = await requestMail(customer.email.toUpperCase());
      assert.equal(limited.statusCode, 429);
      const wait = Number(limited.headers['retry-after']);
      assert.ok(wait > 14 * 60 && wait <= 15 * 60, `retry-after ${wait}`);
      assert.equal(
        limited.json()['hydra:description'],
        `Too many attempts. Please try again in ${wait} seconds.`,
      );
      // Another address is not affected.
      assert.equal((await requestMail('iemand-anders@example.nl')).statusCode, 404);
    });

    it('limits mails per client address: 5 a minute', async () => {
      const remoteAddress = nextAddress();
      const statuses = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push(
          (await requestMail(`onbekend-${i}@example.nl`, { remoteAddress })).statusCode,
        );
      assert.deepEqual(statuses, [404, 404, 404, 404, 404, 429]);
      const limited = await requestMail('onbekend-7@example.nl', { remoteAddress, language: 'nl' });
      assert.equal(limited.statusCode, 429);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.match(limited.json()['hydra:description'], /^Te veel pogingen/);
      assert.equal((await requestMail('onbekend-8@example.nl')).statusCode, 404);
    });

    it('limits reset attempts per client address: 10 a minute', async () => {
      const remoteAddress = nextAddress();
      const statuses = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push(
          (await resetPassword(`geraden-${i}`, NEW_PASSWORD, { remoteAddress })).statusCode,
        );
      assert.deepEqual(statuses, [...Array(10).fill(400), 429]);
    });

    it('lists the outbox for development: to, subject, date, links and text', async () => {
      const customer = await createCustomer(apps.main);
      await requestMail(customer.email);
      const response = await apps.main.inject({ method: 'GET', url: '/dev/outbox' });
      assert.equal(response.statusCode, 200);
      const mails: OutboxMail[] = response.json();
      assert.ok(Array.isArray(mails));
      const [newest] = mails;
      assert.deepEqual(newest!.to, [customer.email]);
      assert.equal(newest!.subject, 'Reset your Bloem & Zo password');
      assert.ok(Date.now() - Date.parse(newest!.date) < 60_000);
      assert.equal(newest!.links.length, 1);
      assert.ok(newest!.text.includes(newest!.links[0]!));
      const dates = mails.map((mail) => mail.date);
      assert.deepEqual([...dates].sort().reverse(), dates, 'newest first');

      const none = await apps.main.inject({
        method: 'GET',
        url: '/dev/outbox/latest?to=niemand%40example.nl',
      });
      assert.equal(none.statusCode, 404);
    });

    it('has no dev outbox in production', async () => {
      for (const url of ['/dev/outbox', '/dev/outbox/latest?to=demo%40bloemenzo.nl']) {
        const response = await apps.production.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 404, url);
        assert.equal(response.json()['@type'], 'hydra:Error');
      }
      assert.ok(!apps.production.printRoutes().includes('outbox'));
      assert.ok(apps.main.printRoutes().includes('outbox'));
    });
  });
}

describe('mail configuration', () => {
  it('defaults to the outbox folder and the local site', () => {
    const config = parseConfig({});
    assert.equal(config.SMTP_URL, undefined);
    assert.match(config.MAIL_OUTBOX_DIR, /api\/\.data\/outbox$/);
    assert.equal(config.SITE_URL, 'http://localhost:3000');
    assert.equal(config.MAIL_FROM, 'Bloem & Zo <no-reply@bloemenzo.nl>');
  });

  it('takes SITE_URL without a trailing slash and the outbox as an absolute path', () => {
    const config = parseConfig({ SITE_URL: 'https://www.bloemenzo.nl/', MAIL_OUTBOX_DIR: 'mails' });
    assert.equal(config.SITE_URL, 'https://www.bloemenzo.nl');
    assert.ok(path.isAbsolute(config.MAIL_OUTBOX_DIR));
  });

  it('names a bad mail variable without echoing an SMTP password', () => {
    assert.throws(() => parseConfig({ SITE_URL: 'shop.example' }), /SITE_URL: must be an http/);
    assert.throws(() => parseConfig({ SITE_URL: 'https://x.nl/?a=1' }), /SITE_URL/);
    assert.throws(() => parseConfig({ MAIL_FROM: 'nobody' }), /MAIL_FROM: must be an e-mail/);
    assert.throws(
      () => parseConfig({ SMTP_URL: 'http://user:geheim@mail' }),
      (error: Error) =>
        /SMTP_URL: must be an smtp:\/\//.test(error.message) && !error.message.includes('geheim'),
    );
    assert.equal(parseConfig({ SMTP_URL: 'smtp://mailpit:1025' }).SMTP_URL, 'smtp://mailpit:1025');
  });
});
