import { SECRET_HEADER, SESSION_PATH } from '../../../electron/ipc/channels.ts';
import type { HallViewChannel, HallViewRequest } from '../../../electron/ipc/hall-view-contract.ts';
import type {
  HallEntryDetail,
  HallExportResult,
  HallLexicon,
  HallSnapshot,
} from '../../../electron/common/hall-view-shapes.ts';

/** Each channel's answer. */
export interface HallAnswers {
  'hall:snapshot': HallSnapshot;
  'hall:entry': HallEntryDetail;
  'hall:acknowledge': { acknowledged: true };
  'hall:designate': { designated: HallLexicon };
  'hall:export': HallExportResult;
}

/** Calls one channel of the hub; throws with the hub's words when it refuses. */
export type HallCall = <C extends HallViewChannel>(
  channel: C,
  payload: HallViewRequest<C>,
) => Promise<HallAnswers[C]>;

/**
 * The hall view's calls to the hub. The launch secret arrives in the address fragment (never sent to
 * a server), is removed from the address bar at once and exchanged, once, for an HttpOnly session
 * cookie the page cannot read; nothing is stored in the browser.
 */
export function hallClient(location: Location, history: History): HallCall {
  const secret = new URLSearchParams(location.hash.slice(1)).get('secret');
  history.replaceState(null, '', location.pathname);
  const session =
    secret === null
      ? Promise.resolve()
      : post(SESSION_PATH, {}, { [SECRET_HEADER]: secret }).then(
          () => undefined,
          () => undefined,
        );
  return async (channel, payload) => {
    await session;
    const response = await post(`/api/${channel}`, { payload });
    if (response.status === 409) throw new Error(((await response.json()) as { refused: string }).refused);
    if (!response.ok) throw new Error(`The hub refused the request (${response.status}).`);
    return response.json() as never;
  };
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
