// Headers every response carries (issue 8, finding 8; docs/decisions/072). Scripts run only with the
// per-request nonce Next stamps on its own scripts (and components/a11y/accessibility-root.tsx on the boot
// script); no 'unsafe-inline' scripts. Pages are never framed; HSTS only where Sprout is served over https.

export function contentSecurityPolicy(nonce: string, opts: { isDev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${opts.isDev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(nonce: string, opts: { isDev: boolean; isHttps: boolean }): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce, opts),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    // Login-card links carry a secret in the path: never send it to another site.
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ...(opts.isHttps ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** API answers are data, never documents: nothing may load or frame them. */
export function apiSecurityHeaders(opts: { isHttps: boolean }): Record<string, string> {
  const { "Content-Security-Policy": _page, ...rest } = securityHeaders("", { isDev: false, ...opts });
  return { ...rest, "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'" };
}

/** apiSecurityHeaders as [name, value] pairs, built once per setting (every API response sets them). */
const API_HEADERS = new Map<boolean, [string, string][]>();
export function apiSecurityHeaderList(isHttps: boolean): readonly [string, string][] {
  let list = API_HEADERS.get(isHttps);
  if (!list) API_HEADERS.set(isHttps, (list = Object.entries(apiSecurityHeaders({ isHttps }))));
  return list;
}
