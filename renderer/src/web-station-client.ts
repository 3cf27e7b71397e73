import { SECRET_HEADER, type Channel } from '../../electron/ipc/channels.ts';
import type { StationApi } from '../../electron/ipc/contract.ts';
import { stationApiOver } from '../../electron/ipc/station-api-client.ts';

/**
 * The StationApi over HTTP for the web station. The launch secret arrives in the address fragment
 * (never sent to a server or kept in history), is held in memory only, and is removed from the
 * address bar at once.
 */
export function webStationClient(location: Location, history: History): StationApi {
  const secret = new URLSearchParams(location.hash.slice(1)).get('secret') ?? '';
  history.replaceState(null, '', location.pathname);
  const call = async (channel: Channel, payload?: unknown): Promise<unknown> => {
    const response = await fetch(`/api/${channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: secret },
      body: JSON.stringify({ payload }),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`The station refused the request (${response.status}).`);
    return response.json();
  };
  return stationApiOver(call);
}
