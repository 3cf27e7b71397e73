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
export function openSiteSession(location: Location, history: History): Promise<void> {
  const secret = new URLSearchParams(location.hash.slice(1)).get('secret');
  history.replaceState(null, '', location.pathname);
  return secret === null
    ? Promise.resolve()
    : postJson(SESSION_PATH, {}, { [SECRET_HEADER]: secret }).then(
        () => undefined,
        () => undefined,
      );
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
