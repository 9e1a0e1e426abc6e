import { localizedPath, type Locale } from '@shop/contracts/messages';
import { shellPaths } from '@shop/contracts/routes';
import type { AuthorizeTexts } from './messages';

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface AuthorizePageInput {
  locale: Locale;
  texts: AuthorizeTexts;
  /** The authorization request, echoed in hidden fields; absent when the request is invalid. */
  hidden?: Record<string, string>;
  email?: string;
  error?: string;
  /** The request cannot be completed: show the error and a way back, no form. */
  fatal?: boolean;
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2a1f;background:#f7f5f0;line-height:1.5}
main{max-width:26rem;margin:3rem auto;padding:2rem 1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.08)}
.brand{display:block;font-weight:700;font-size:1.25rem;color:#2f6b3a;text-decoration:none;margin-bottom:1rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.625rem .75rem;font:inherit;border:1px solid #8a948a;border-radius:.375rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2f6b3a;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.75rem;font:inherit;font-weight:600;color:#fff;background:#2f6b3a;border:0;border-radius:.375rem;cursor:pointer}
.error{padding:.75rem;border-left:4px solid #b3261e;background:#fdecea;color:#7a1712}
nav{margin-top:1.5rem;display:grid;gap:.5rem}
a{color:#2f6b3a}
@media (max-width:30rem){main{margin:0;border-radius:0;min-height:100vh}}
`;

/**
 * The sign-in page of the authorization endpoint: plain HTML and a form, so it works without
 * JavaScript. Every value from the request is escaped.
 */
export function renderAuthorizePage(input: AuthorizePageInput): string {
  const { texts, locale } = input;
  const e = escapeHtml;
  const errorId = 'authorize-error';
  const error = input.error
    ? `<p class="error" role="alert" id="${errorId}">${e(input.error)}</p>`
    : '';
  const redirectPath = input.hidden?.redirectPath;
  // The shell's pages in the shopper's locale (the host routes them by the same paths).
  const withRedirect = (path: string) =>
    `${localizedPath(locale, path)}${redirectPath ? `?redirectPath=${encodeURIComponent(redirectPath)}` : ''}`;
  const describedBy = input.error ? ` aria-describedby="${errorId}"` : '';
  const invalid = input.error ? ' aria-invalid="true"' : '';
  const form = input.fatal
    ? ''
    : `<form method="post" action="/authorize" novalidate>
${Object.entries(input.hidden ?? {})
  .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
  .join('\n')}
<label for="email">${e(texts.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${e(input.email ?? '')}"${describedBy}${invalid}>
<label for="password">${e(texts.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${invalid}>
<button type="submit">${e(texts.submit)}</button>
</form>
<nav aria-label="${e(texts.title)}">
<a href="${e(withRedirect(shellPaths.forgotPassword))}">${e(texts.forgotPassword)}</a>
<span>${e(texts.noAccount)} <a href="${e(withRedirect(shellPaths.register))}">${e(texts.register)}</a></span>
</nav>`;
  return `<!doctype html>
<html lang="${e(input.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(texts.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="${e(localizedPath(locale, '/'))}">${e(texts.backToShop)}</a>
<h1>${e(texts.title)}</h1>
${input.fatal ? '' : `<p>${e(texts.intro)}</p>`}
${error}
${form}
</main>
</body>
</html>`;
}
