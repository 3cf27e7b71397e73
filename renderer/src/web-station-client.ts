import type { Channel } from '../../electron/ipc/channels.ts';
import type { StationApi } from '../../electron/ipc/contract.ts';
import { stationApiOver } from '../../electron/ipc/station-api-client.ts';
import { openSiteSession, postJson } from './site-session.ts';

/** The StationApi over HTTP for the web station, in the session its launch secret opens. */
export function webStationClient(location: Location, history: History): StationApi {
  const session = openSiteSession(location, history);
  const call = async (channel: Channel, payload?: unknown): Promise<unknown> => {
    await session;
    const response = await postJson(`/api/${channel}`, { payload });
    if (!response.ok) throw new Error(`The station refused the request (${response.status}).`);
    return response.json();
  };
  return stationApiOver(call);
}
