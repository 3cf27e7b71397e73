// The channel names alone, with no schema library: the preload imports only this, so its bundle
// stays small. The schemas and types of each channel are in contract.ts.

/** Every channel the renderer may call, by the StationApi method that calls it; nothing else is forwarded. */
export const CHANNELS = {
  kioskState: 'kiosk:state',
  judge: 'kiosk:judge',
  consoleStatus: 'console:status',
  setUp: 'console:set-up',
  unlock: 'console:unlock',
  recover: 'console:recover',
  lock: 'console:lock',
  overview: 'console:overview',
  updateStation: 'console:update-station',
  importLexicon: 'console:import-lexicon',
  importProgress: 'console:import-progress',
  removeLexicon: 'console:remove-lexicon',
  pinLexicon: 'console:pin-lexicon',
  offerLexicons: 'console:offer-lexicons',
  compareLexicons: 'console:compare-lexicons',
  saveLexiconDiff: 'console:save-lexicon-diff',
  searchLog: 'console:search-log',
  review: 'console:review',
  check: 'console:check',
  rule: 'console:rule',
  exportLog: 'console:export-log',
  verifyLog: 'console:verify-log',
  chooseFolder: 'console:choose-folder',
  chooseFile: 'console:choose-file',
  quit: 'console:quit',
  hallJoin: 'console:hall-join',
  hallLeave: 'console:hall-leave',
  hallStatus: 'console:hall-status',
} as const;

/** A StationApi method name. */
export type Method = keyof typeof CHANNELS;

/** A channel name. */
export type Channel = (typeof CHANNELS)[Method];

/**
 * The web station's header for its per-launch secret, sent once to {@link SESSION_PATH} to exchange
 * it for the session cookie; the API itself takes only the cookie.
 */
export const SECRET_HEADER = 'x-station-secret';

/** Where the web station's page exchanges the launch secret for its session cookie (POST, once). */
export const SESSION_PATH = '/session';
