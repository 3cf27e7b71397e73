import type { HallViewChannel, HallViewRequest } from '../../../electron/ipc/hall-view-contract.ts';
import { openSiteSession, postJson } from '../site-session.ts';
import type {
  HallDesignation,
  HallEntryDetail,
  HallExportResult,
  HallSnapshot,
} from '../../../electron/common/hall-view-shapes.ts';

/** Each channel's answer. */
export interface HallAnswers {
  'hall:snapshot': HallSnapshot;
  'hall:entry': HallEntryDetail;
  'hall:acknowledge': { acknowledged: true };
  'hall:designate': { designated: HallDesignation };
  'hall:export': HallExportResult;
}

/** Calls one channel of the hub; throws with the hub's words when it refuses. */
export type HallCall = <C extends HallViewChannel>(
  channel: C,
  payload: HallViewRequest<C>,
) => Promise<HallAnswers[C]>;

/** The hall view's calls to the hub, in the session its launch secret opens (site-session.ts). */
export function hallClient(location: Location, history: History): HallCall {
  const session = openSiteSession(location, history);
  return async (channel, payload) => {
    await session;
    const response = await postJson(`/api/${channel}`, { payload });
    if (response.status === 409) throw new Error(((await response.json()) as { refused: string }).refused);
    if (!response.ok) throw new Error(`The hub refused the request (${response.status}).`);
    return response.json() as never;
  };
}
