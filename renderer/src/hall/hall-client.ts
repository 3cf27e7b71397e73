import { HALL_VIEW_CHANNELS, type HallViewChannel } from '../../../electron/ipc/channels.ts';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';
import { openSiteSession, postJson } from '../site-session.ts';

/**
 * The hall view's calls to the hub, in the session its launch secret opens (site-session.ts):
 * exactly the HallViewApi methods, each bound to its own channel, both read from the one channel
 * list. A method throws with the hub's words when it refuses.
 */
export function hallClient(location: Location, history: History): HallViewApi {
  const session = openSiteSession(location, history);
  const call = async (channel: HallViewChannel, payload: unknown): Promise<unknown> => {
    await session;
    const response = await postJson(`/api/${channel}`, { payload });
    if (response.status === 409) throw new Error(((await response.json()) as { refused: string }).refused);
    if (!response.ok) throw new Error(`The hub refused the request (${response.status}).`);
    return response.json();
  };
  // The one widening: each answer is the one its channel's handler gives (HTTP carries it as JSON).
  return Object.fromEntries(
    Object.entries(HALL_VIEW_CHANNELS).map(([method, channel]) => [
      method,
      (payload: unknown) => call(channel, payload),
    ]),
  ) as HallViewApi;
}
