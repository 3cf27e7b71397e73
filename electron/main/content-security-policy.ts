import type { Session } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../ipc/content-security-policy.ts';

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
