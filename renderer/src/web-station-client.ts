import { SECRET_HEADER, SESSION_PATH, type Channel } from '../../electron/ipc/channels.ts';
import type { StationApi } from '../../electron/ipc/contract.ts';
import { stationApiOver } from '../../electron/ipc/station-api-client.ts';

/**
 * The StationApi over HTTP for the web station. The launch secret arrives in the address fragment
 * (never sent to a server) and is removed from the address bar at once; the browser's history still
 * records the address it opened, so the secret is exchanged, once, for an HttpOnly session cookie
 * and is worthless after that. A reload has no secret and goes on with the cookie it has.
 */
export function webStationClient(location: Location, history: History): StationApi {
  const secret = new URLSearchParams(location.hash.slice(1)).get('secret');
  history.replaceState(null, '', location.pathname);
  // A refused exchange is not reported here: the calls that follow are refused, and the kiosk shows
  // its fault screen.
  const session =
    secret === null
      ? Promise.resolve()
      : post(SESSION_PATH, {}, { [SECRET_HEADER]: secret }).then(
          () => undefined,
          () => undefined,
        );
  const call = async (channel: Channel, payload?: unknown): Promise<unknown> => {
    await session;
    const response = await post(`/api/${channel}`, { payload });
    if (!response.ok) throw new Error(`The station refused the request (${response.status}).`);
    return response.json();
  };
  return stationApiOver(call);
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    cache: 'no-store',
    credentials: 'same-origin',
  });
}
