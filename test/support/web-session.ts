import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECRET_HEADER } from '../../electron/ipc/contract.ts';

/** The whole page of a stand-in screen, so a test can tell the page from any other answer. */
export const STAND_IN_PAGE = '<!doctype html><title>kiosk</title>';

/**
 * Writes a stand-in screen (an index.html of {@link STAND_IN_PAGE}) into `dir` and returns `dir`:
 * tests of the web station's HTTP surface need a page to serve, not the built screen.
 */
export function writeStandInScreen(dir: string): string {
  writeFileSync(join(dir, 'index.html'), STAND_IN_PAGE);
  return dir;
}

/** The launch secret in a web station's address (its `#secret=`). */
export function launchSecret(web: { readonly url: string }): string {
  return new URLSearchParams(new URL(web.url).hash.slice(1)).get('secret') ?? '';
}

/**
 * The page's first request: the launch secret for the session cookie, from the station's own origin.
 * `headers` add to or replace the page's (another origin, another content type).
 */
export function openSession(
  web: { readonly url: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  const { origin } = new URL(web.url);
  return fetch(`${origin}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, [SECRET_HEADER]: launchSecret(web), ...headers },
    body: '{}',
  });
}

/** The session cookie an answer to {@link openSession} set, as `name=token` (empty when none). */
export function sessionCookie(response: Response): string {
  return (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}
