import { SECRET_HEADER, SESSION_PATH } from '../../electron/ipc/channels.ts';

/**
 * The session of a page served by the web station or the hub's hall view. The launch secret arrives
 * in the address fragment (never sent to a server) and is removed from the address bar at once; the
 * browser's history still records the address it opened, so the secret is exchanged, once, for an
 * HttpOnly session cookie the page cannot read, and is worthless after that. A reload has no secret
 * and goes on with the cookie it has. Nothing is stored in the browser.
 *
 * A refused exchange is not reported here: the calls that follow are refused, and the page says so.
 */
export function openSiteSession(
  location: Location,
  history: History,
  events: Pick<EventTarget, 'addEventListener'> = window,
): Promise<void> {
  const secret = secretIn(location.hash);
  history.replaceState(null, '', location.pathname);
  // A new address pasted into this tab (the program started again, with a new secret) differs
  // only in its fragment: the browser stays on the page, so the page starts again itself, on it.
  events.addEventListener('hashchange', () => {
    if (secretIn(location.hash) !== null) location.reload();
  });
  return secret === null
    ? Promise.resolve()
    : postJson(SESSION_PATH, {}, { [SECRET_HEADER]: secret }).then(
        () => undefined,
        () => undefined,
      );
}

/** The launch secret in an address's fragment (`#secret=…`), or null. */
function secretIn(hash: string): string | null {
  return new URLSearchParams(hash.slice(1)).get('secret');
}

/** A same-origin JSON POST that nothing caches. */
export function postJson(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    cache: 'no-store',
    credentials: 'same-origin',
  });
}

/**
 * Why a page can no longer reach its site: no answer at all (the process serving it stopped), or
 * an answer that this page's session is not one it knows (the process was started again, with a new
 * launch secret, or the page was opened from an address already spent).
 */
export type SiteLoss = 'stopped' | 'session-ended';

/** A call that did not reach the site, or that the site refused for want of this page's session. */
export class SiteLostError extends Error {
  readonly loss: SiteLoss;

  constructor(loss: SiteLoss) {
    super(
      loss === 'stopped'
        ? 'No answer: the program serving this page has stopped.'
        : 'This page’s session has ended: open the address the program printed when it started.',
    );
    this.name = 'SiteLostError';
    this.loss = loss;
  }
}

/**
 * An API call ({@link postJson}) whose answer came back: a failed fetch (nothing answered) and a
 * 403 (the session cookie refused — our own page always sends the right origin) are thrown as
 * {@link SiteLostError}; any other answer is the caller's to read.
 */
export async function postCall(path: string, body: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await postJson(path, body);
  } catch {
    throw new SiteLostError('stopped');
  }
  if (response.status === 403) throw new SiteLostError('session-ended');
  return response;
}
