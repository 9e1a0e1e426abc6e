import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import * as v from 'valibot';
import { isLocale, type Locale } from '@shop/contracts/messages';
import { AuthorizationRequestError } from '../../plugins/app/accounts/oauth-repository';
import { authorizeTexts } from './messages';
import { renderAuthorizePage } from './page';
import { empty, file, hydraErrorAnswer } from '../../http/answers';

const CSRF_COOKIE = 'shop-authorize-csrf';
const ATTEMPTS_PER_ADDRESS = 10;
const ATTEMPTS_PER_ACCOUNT = 5;

/** Only paths inside the site: anything else would make /authorize an open redirect. */
const sitePath = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((path) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')),
);

/** The authorization request (RFC 6749 §4.1.1 with RFC 7636), as query or hidden form fields. */
const authorizationRequestSchema = v.object({
  response_type: v.literal('code'),
  client_id: v.pipe(v.string(), v.maxLength(100)),
  redirect_uri: v.pipe(v.string(), v.maxLength(2048)),
  code_challenge: v.pipe(v.string(), v.maxLength(128)),
  code_challenge_method: v.literal('S256'),
  state: v.optional(v.pipe(v.string(), v.maxLength(512))),
  redirectPath: v.optional(sitePath),
  ui_locales: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
type AuthorizationRequest = v.InferOutput<typeof authorizationRequestSchema>;

const credentialsSchema = v.object({
  email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254)), ''),
  password: v.optional(v.pipe(v.string(), v.maxLength(1024)), ''),
  csrf: v.optional(v.pipe(v.string(), v.maxLength(128)), ''),
});

function sameValue(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * GET /authorize shows the site's sign-in page for the authorization code flow; POST /authorize
 * checks the credentials and sends the browser to the client's registered redirect URI with a
 * one-time code (and the request's state and redirectPath). Plain HTML, so it works without
 * JavaScript; reached on the site's own origin through the proxy (same origin as the shop).
 */
export default async function authorizeRoutes(
  app: FastifyInstance,
  settings: { secureCookies?: boolean } = {},
) {
  await app.register(formbody);
  await app.register(cookie);
  const attemptsPerAddress = app.attemptLimiter('authorize-address', ATTEMPTS_PER_ADDRESS, 60_000);
  const attemptsPerAccount = app.attemptLimiter('authorize-account', ATTEMPTS_PER_ACCOUNT, 60_000);

  function localeOf(request: FastifyRequest, uiLocales: unknown): Locale {
    const asked = typeof uiLocales === 'string' ? uiLocales.split(' ')[0]?.toLowerCase() : '';
    return isLocale(asked) ? asked : request.locale;
  }

  /** The request, when its client, redirect URI and PKCE challenge are all acceptable. */
  async function validRequest(input: unknown): Promise<AuthorizationRequest | null> {
    const parsed = v.safeParse(authorizationRequestSchema, input);
    if (!parsed.success) return null;
    try {
      await app.oauth.checkAuthorizationRequest({
        clientId: parsed.output.client_id,
        redirectUri: parsed.output.redirect_uri,
        codeChallenge: parsed.output.code_challenge,
        codeChallengeMethod: parsed.output.code_challenge_method,
      });
      return parsed.output;
    } catch (error) {
      if (error instanceof AuthorizationRequestError) return null;
      throw error;
    }
  }

  function page(
    reply: FastifyReply,
    status: number,
    locale: Locale,
    options: {
      request?: AuthorizationRequest;
      email?: string;
      error?: keyof ReturnType<typeof authorizeTexts>;
      errorValues?: Record<string, string | number>;
    },
  ) {
    const texts = authorizeTexts(locale);
    let hidden: Record<string, string> | undefined;
    if (options.request) {
      // A fresh anti-forgery value with every form: a page from another site cannot sign a
      // shopper into an account of the attacker's choosing.
      const csrf = randomBytes(24).toString('base64url');
      reply.setCookie(CSRF_COOKIE, csrf, {
        path: '/authorize',
        httpOnly: true,
        sameSite: 'strict',
        // Always in production (TLS may end before the proxy that tells us the protocol).
        secure: settings.secureCookies === true || reply.request.protocol === 'https',
      });
      hidden = Object.fromEntries(
        Object.entries({ ...options.request, ui_locales: locale, csrf }).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    }
    let error = options.error ? texts[options.error] : undefined;
    for (const [name, value] of Object.entries(options.errorValues ?? {}))
      error = error?.replace(`{${name}}`, String(value));
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-language', locale)
      .type('text/html; charset=utf-8')
      .send(
        renderAuthorizePage({
          locale,
          texts,
          hidden,
          email: options.email,
          error,
          fatal: !options.request,
        }),
      );
  }

  app.get(
    '',
    {
      schema: {
        answers: {
          200: file('text/html', 'The sign-in page'),
          400: file('text/html', 'The page saying the request is not valid'),
        },
        tags: ['account'],
        summary: 'Sign-in page of the authorization code flow (HTML)',
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const locale = localeOf(request, query.ui_locales);
      const authorization = await validRequest(query);
      if (!authorization) return page(reply, 400, locale, { error: 'invalidRequest' });
      return page(reply, 200, locale, { request: authorization });
    },
  );

  app.post(
    '',
    {
      schema: {
        answers: {
          303: empty('To the client’s redirect URI with the code'),
          400: [
            file('text/html', 'The page again: a field missing, or the request not valid'),
            hydraErrorAnswer('The form could not be read'),
          ],
          401: file('text/html', 'The page again: wrong e-mail address or password'),
          403: file('text/html', 'The page again: the sign-in request expired'),
          429: file('text/html', 'The page again: too many attempts'),
        },
        tags: ['account'],
        summary: 'Sign in on the authorization page; redirects to the client with a code',
        consumes: ['application/x-www-form-urlencoded'],
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const locale = localeOf(request, body.ui_locales);
      const authorization = await validRequest(body);
      if (!authorization) return page(reply, 400, locale, { error: 'invalidRequest' });
      const credentials = v.parse(credentialsSchema, {
        email: typeof body.email === 'string' ? body.email : undefined,
        password: typeof body.password === 'string' ? body.password : undefined,
        csrf: typeof body.csrf === 'string' ? body.csrf : undefined,
      });
      const email = credentials.email;
      const csrfCookie = request.cookies[CSRF_COOKIE] ?? '';
      if (!csrfCookie || !sameValue(csrfCookie, credentials.csrf))
        return page(reply, 403, locale, { request: authorization, email, error: 'expired' });
      if (!email || !credentials.password)
        return page(reply, 400, locale, { request: authorization, email, error: 'required' });

      const wait = Math.max(
        await attemptsPerAddress.hit(request.ip),
        await attemptsPerAccount.hit(email.toLowerCase()),
      );
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return page(reply, 429, locale, {
          request: authorization,
          email,
          error: 'tooManyRequests',
          errorValues: { seconds: wait },
        });
      }

      const customer = await app.customers.verifyCredentials(email, credentials.password);
      if (!customer)
        return page(reply, 401, locale, {
          request: authorization,
          email,
          error: 'invalidCredentials',
        });
      // The right password: this attempt does not count towards the limits.
      await attemptsPerAccount.forgive(email.toLowerCase());
      await attemptsPerAddress.forgive(request.ip);

      const { code } = await app.oauth.issueAuthorizationCode({
        clientId: authorization.client_id,
        customerUuid: customer.uuid,
        redirectUri: authorization.redirect_uri,
        codeChallenge: authorization.code_challenge,
        codeChallengeMethod: authorization.code_challenge_method,
      });
      const target = new URL(authorization.redirect_uri);
      target.searchParams.set('code', code);
      if (authorization.state) target.searchParams.set('state', authorization.state);
      if (authorization.redirectPath)
        target.searchParams.set('redirectPath', authorization.redirectPath);
      reply.clearCookie(CSRF_COOKIE, { path: '/authorize' });
      return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
    },
  );
}
