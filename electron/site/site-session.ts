import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The web station's one browser session. The launch secret travels in the address the browser opens,
 * so the browser's history keeps it: it is good for one exchange only, for a session token that the
 * browser keeps in an HttpOnly cookie the page's script cannot read. A second exchange is refused,
 * so the secret found later in a profile, a screenshot or a shoulder-surfed address opens nothing.
 */
export class SiteSession {
  #secret: string | null = randomBytes(32).toString('base64url');
  readonly #token = randomBytes(32).toString('base64url');
  /** Cookies on 127.0.0.1 are shared by every port: a name per port keeps two stations apart. */
  readonly cookieName: string;

  constructor(port: number) {
    this.cookieName = `challenge-station-${port}`;
  }

  /** The launch secret, for the address to open; '' once it has been exchanged. */
  get secret(): string {
    return this.#secret ?? '';
  }

  /**
   * Exchanges the launch secret, once, for the Set-Cookie header value of the session; null when the
   * secret is wrong or already used.
   */
  exchange(given: string | string[] | undefined): string | null {
    if (this.#secret === null || !sameText(given, this.#secret)) return null;
    this.#secret = null;
    // No Max-Age: the cookie dies with the browser. SameSite=Strict: no other site's page sends it.
    return `${this.cookieName}=${this.#token}; Path=/; HttpOnly; SameSite=Strict`;
  }

  /** Whether a request's Cookie header carries this session's token. */
  admits(cookieHeader: string | undefined): boolean {
    if (cookieHeader === undefined) return false;
    // Another page on 127.0.0.1 can set a cookie of the same name (cookies ignore the port): admit
    // the request if any of them holds the token, so such a cookie cannot lock the kiosk out.
    return cookieHeader.split(';').some((pair) => {
      const at = pair.indexOf('=');
      return (
        at !== -1 &&
        pair.slice(0, at).trim() === this.cookieName &&
        sameText(pair.slice(at + 1).trim(), this.#token)
      );
    });
  }
}

function sameText(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
