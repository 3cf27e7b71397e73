import type { Session } from 'electron';

/** The kiosk page may load only its own files; it may not frame, post forms or change its base URL. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Response headers with the kiosk's policy in place of any Content-Security-Policy they carried. */
export function withContentSecurityPolicy(
  headers: Readonly<Record<string, string[]>> | undefined,
): Record<string, string[]> {
  const kept = Object.entries(headers ?? {}).filter(
    ([name]) => name.toLowerCase() !== 'content-security-policy',
  );
  return { ...Object.fromEntries(kept), 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] };
}

/**
 * Sets the policy on every response in the session. The page also carries it in a <meta> tag, which
 * applies even where a file:// load passes no headers through webRequest (as in some Electron
 * versions); only the header can add frame-ancestors.
 */
export function setupContentSecurityPolicy(session: Session): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders) });
  });
}
