// The channel names alone, with no schema library: the preload and the hall view's page import only
// this, so their bundles stay small. Each station channel's request schema and answer type are
// declared in contract/<group>.ts, whose keys the compiler holds to this list, one group for one
// group; each hall view channel's in hall-view-contract.ts.

/**
 * Every channel the renderer may call, by feature and by the StationApi method that calls it;
 * nothing else is forwarded. Each group is served by one handler object (electron/handlers/).
 */
export const CHANNEL_GROUPS = {
  kiosk: { kioskState: 'kiosk:state', game: 'kiosk:game', judge: 'kiosk:judge' },
  access: {
    consoleStatus: 'console:status',
    setUp: 'console:set-up',
    joinAtSetUp: 'console:join-at-set-up',
    unlock: 'console:unlock',
    recover: 'console:recover',
    lock: 'console:lock',
  },
  station: {
    overview: 'console:overview',
    updateStation: 'console:update-station',
    stationPairings: 'console:station-pairings',
    readPairings: 'console:read-pairings',
    clearPairings: 'console:clear-pairings',
  },
  lexicons: {
    importLexicon: 'console:import-lexicon',
    importProgress: 'console:import-progress',
    removeLexicon: 'console:remove-lexicon',
    pinLexicon: 'console:pin-lexicon',
    offerLexicons: 'console:offer-lexicons',
    compareLexicons: 'console:compare-lexicons',
    saveLexiconDiff: 'console:save-lexicon-diff',
  },
  log: { searchLog: 'console:search-log', exportLog: 'console:export-log', verifyLog: 'console:verify-log' },
  review: { review: 'console:review', check: 'console:check', rule: 'console:rule' },
  hall: { hallJoin: 'console:hall-join', hallLeave: 'console:hall-leave', hallStatus: 'console:hall-status' },
  shell: { chooseFolder: 'console:choose-folder', chooseFile: 'console:choose-file', quit: 'console:quit' },
} as const;

type ChannelGroups = typeof CHANNEL_GROUPS;

/** A feature group of the contract. */
export type Group = keyof ChannelGroups;

/** The StationApi methods of a group (of every group named, for a union). */
export type MethodOf<G extends Group> = G extends Group ? keyof ChannelGroups[G] : never;

/** A StationApi method name. */
export type Method = MethodOf<Group>;

/** What each group named holds for each of its methods, as one object by method. */
export type Flattened<T extends { readonly [G in Group]?: object }> = {
  readonly [M in MethodOf<keyof T & Group>]: {
    [G in keyof T & Group]: M extends keyof T[G] ? T[G][M] : never;
  }[keyof T & Group];
};

/** Every group's entries in one object by method (a method belongs to exactly one group). */
export function flatten<T extends { readonly [G in Group]: object }>(groups: T): Flattened<T> {
  return Object.assign({}, ...Object.values(groups)) as Flattened<T>;
}

/** Every channel by the StationApi method that calls it. */
export const CHANNELS = flatten(CHANNEL_GROUPS);

/** A channel name. */
export type Channel = (typeof CHANNELS)[Method];

/**
 * Every channel the director's hall view may call, by the HallViewApi method that calls it; nothing
 * else is answered. Each channel's request schema and answer type are declared in
 * hall-view-contract.ts, whose keys the compiler holds to this list; HallViewHandlers serves them.
 */
export const HALL_VIEW_CHANNELS = {
  snapshot: 'hall:snapshot',
  entry: 'hall:entry',
  acknowledge: 'hall:acknowledge',
  acknowledgeKind: 'hall:acknowledge-kind',
  designate: 'hall:designate',
  setHall: 'hall:set',
  exportLog: 'hall:export',
  players: 'hall:players',
} as const;

/** A HallViewApi method name. */
export type HallViewMethod = keyof typeof HALL_VIEW_CHANNELS;

/** A name of one of the hall view's channels. */
export type HallViewChannel = (typeof HALL_VIEW_CHANNELS)[HallViewMethod];

/**
 * The web station's header for its per-launch secret, sent once to {@link SESSION_PATH} to exchange
 * it for the session cookie; the API itself takes only the cookie.
 */
export const SECRET_HEADER = 'x-station-secret';

/** Where the web station's page exchanges the launch secret for its session cookie (POST, once). */
export const SESSION_PATH = '/session';
