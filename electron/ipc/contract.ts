// The one contract between the station's screen (kiosk and console) and the station: every
// channel's payload schema and answer type, declared together by feature in contract/<group>.ts,
// and what is derived from them: the API the preload (Electron) and the HTTP client (web station)
// both implement, and the schema the dispatcher parses each payload with. Main treats every payload
// as `unknown` until a schema here has parsed it. The renderer imports types only from here, so it
// never bundles zod.
import { CHANNELS, flatten, type Group, type Method } from './channels.ts';
import { ACCESS } from './contract/access.ts';
import type { AnswerOf, ApiOf, Declarations, RequestIn } from './contract/declaration.ts';
import { HALL } from './contract/hall.ts';
import { KIOSK } from './contract/kiosk.ts';
import { LEXICONS } from './contract/lexicons.ts';
import { LOG } from './contract/log.ts';
import { REVIEW } from './contract/review.ts';
import { SHELL } from './contract/shell.ts';
import { STATION } from './contract/station.ts';

export { CHANNELS, SECRET_HEADER, type Channel, type Group, type Method } from './channels.ts';
export type { StationConfig } from '../core/station/station-config.ts';
export type {
  AccessResponse,
  ConsoleStatus,
  JoinedAtSetUp,
  JoinFileRefusal,
  StationNameRefusal,
} from './contract/access.ts';
export type { ConsoleRefusal, ConsoleResult } from './contract/console-result.ts';
export type { HallLinkView, HallSettingValue, HallSettingView } from './contract/hall.ts';
export type {
  GamePayload,
  JudgedGame,
  JudgePayload,
  JudgeResponse,
  KioskGame,
  KioskGameLookup,
  KioskPlayer,
  KioskSeat,
  KioskState,
  OfferedLexicon,
} from './contract/kiosk.ts';
export type {
  ImportStatus,
  LexiconComparison,
  LexiconView,
  UnplayableReportView,
} from './contract/lexicons.ts';
export type { EntryView, HeadView, VerifyView } from './contract/log.ts';
export type { WordView } from './contract/review.ts';
export type { PairingsView, StationOverview } from './contract/station.ts';
export type { DivisionSummary, PairingsSummary, PlayerView, TableView } from '../common/pairings-view.ts';

/** Every group's declarations; the compiler holds each to its group in channels.ts. */
export const CONTRACT_GROUPS = {
  kiosk: KIOSK,
  access: ACCESS,
  station: STATION,
  lexicons: LEXICONS,
  log: LOG,
  review: REVIEW,
  hall: HALL,
  shell: SHELL,
} satisfies { readonly [G in Group]: Declarations<G> };

/** Every channel's declaration, by the StationApi method that calls it. */
export const CONTRACT = flatten(CONTRACT_GROUPS);

type Contract = typeof CONTRACT;

/** The request schema of each channel, by channel name. */
export const REQUEST_SCHEMAS = Object.fromEntries(
  Object.entries(CONTRACT).map(([method, declared]) => [CHANNELS[method as Method], declared.request]),
) as { readonly [M in Method as (typeof CHANNELS)[M]]: Contract[M]['request'] };

/** The payload of a method. */
export type RequestOf<M extends Method> = RequestIn<Contract[M]>;

/** The answer type of each method. */
export type ResponseByMethod = { readonly [M in Method]: AnswerOf<Contract[M]> };

/** The API the screen calls, exposed as `window.station`: one method per channel, nothing else. */
export type StationApi = ApiOf<Contract>;
