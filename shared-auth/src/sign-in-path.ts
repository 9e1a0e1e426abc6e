/** Where a visitor goes to sign in; the host sets the localized path at start-up. */
let buildSignInPath = (redirectPath: string) =>
  `/inloggen?redirectPath=${encodeURIComponent(redirectPath)}`;

export function configureSignInPath(builder: (redirectPath: string) => string): void {
  buildSignInPath = builder;
}

export function signInPath(redirectPath: string): string {
  return buildSignInPath(redirectPath);
}

/** Where a visitor lacking a permission goes: the host's localized 403 page. */
let buildForbiddenPath = () => '/403';

export function configureForbiddenPath(builder: () => string): void {
  buildForbiddenPath = builder;
}

export function forbiddenPath(): string {
  return buildForbiddenPath();
}
