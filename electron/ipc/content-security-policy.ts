/**
 * The kiosk page may load only its own files; it may not frame, post forms or change its base URL.
 * One policy for every way the page is served: the Electron session's header, the web station's
 * header, and the page's own <meta> tag (injected at build time by vite.config.ts).
 */
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

/** A <meta> tag cannot carry frame-ancestors (browsers ignore it there), so it is left out. */
export const META_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.split('; ')
  .filter((directive) => !directive.startsWith('frame-ancestors'))
  .join('; ');
