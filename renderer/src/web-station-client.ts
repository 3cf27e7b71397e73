import type { Channel } from '../../electron/ipc/channels.ts';
import type { StationApi } from '../../electron/ipc/contract.ts';
import { stationApiOver } from '../../electron/ipc/station-api-client.ts';
import { openSiteSession, postCall } from './site-session.ts';

/**
 * The StationApi over HTTP for the web station, in the session its launch secret opens. A call the
 * station never answered, or refused for want of this page's session, rejects with a SiteLostError.
 */
export function webStationClient(location: Location, history: History): StationApi {
  const session = openSiteSession(location, history);
  const call = async (channel: Channel, payload?: unknown): Promise<unknown> => {
    await session;
    const response = await postCall(`/api/${channel}`, { payload });
    if (!response.ok) throw new Error(`The station refused the request (${response.status}).`);
    return response.json();
  };
  return stationApiOver(call);
}
