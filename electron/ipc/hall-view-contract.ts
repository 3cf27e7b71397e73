// The hall view's contract: each channel the director's page may call, its request schema and its
// answer type declared together (contract/declaration.ts, as the station's channels are), and what
// is derived from them: the API the page's client offers and the handlers the hub's view server
// must have. The server parses every request here and refuses anything else, as the station's IPC
// does with contract.ts. The page imports the types only; the channel names are in channels.ts.
import { z } from 'zod';
import type { HALL_VIEW_CHANNELS, HallViewChannel, HallViewMethod } from './channels.ts';
import {
  answer,
  type ApiOf,
  type DeclarationsOf,
  type HandlersOf,
  type RequestIn,
} from './contract/declaration.ts';
import type {
  HallAlertKind,
  HallDesignation,
  HallEntryDetail,
  HallExportResult,
  HallSettingsView,
  HallSnapshot,
} from '../common/hall-view-shapes.ts';
import type { PlayerReport } from '../common/player-report-shapes.ts';
import { hallSettingChangeSchema } from '../core/station/hall-setting-schemas.ts';

export { HALL_VIEW_CHANNELS, type HallViewChannel, type HallViewMethod } from './channels.ts';

const token = z.string().regex(/^[a-z0-9]{1,32}$/u);
const fingerprint = z.string().regex(/^[0-9a-f]{8,128}$/u);
/** A director's initials, recorded with each deliberate act on the hall view (and `hall designate --by`). */
export const initialsSchema = z
  .string()
  .trim()
  .min(1)
  .max(8)
  .regex(/^[\p{L}\p{M}. -]+$/u);

/** Every kind of alert the hall view raises: a record, so the compiler wants each HallAlertKind here. */
const ALERT_KINDS: Readonly<Record<HallAlertKind, true>> = {
  silent: true,
  unreachable: true,
  quiet: true,
  'lexicon-drift': true,
  'look-alike': true,
  'other-list': true,
  'verdict-differs': true,
  inconsistent: true,
  forged: true,
  limit: true,
  chain: true,
  'two-machines': true,
  version: true,
  'cannot-record': true,
  'same-table': true,
  pairings: true,
  fault: true,
};
const HALL_ALERT_KINDS = Object.keys(ALERT_KINDS) as [HallAlertKind, ...HallAlertKind[]];

/** Each channel's request (strict objects, so an unknown field is refused too) and its answer. */
export const HALL_VIEW_CONTRACT = {
  snapshot: {
    request: z.strictObject({
      /** The feed the page holds (its launch id), '' at first: another id starts the page's feed again. */
      feed: z.string().max(64),
      /** How many feed items the page holds already. */
      since: z.number().int().min(0).max(100_000_000),
    }),
    answer: answer<HallSnapshot>(),
  },
  entry: {
    request: z.strictObject({
      token,
      seq: z.number().int().min(1).max(1_000_000_000),
      /** Which word failed travels only when the director asked to see it for this entry. */
      reveal: z.boolean(),
    }),
    answer: answer<HallEntryDetail>(),
  },
  acknowledge: {
    request: z.strictObject({ alertId: z.number().int().min(1), initials: initialsSchema }),
    answer: answer<{ acknowledged: true }>(),
  },
  acknowledgeKind: {
    /** Every open alert of one kind, up to the newest the director saw (its id), with initials. */
    request: z.strictObject({
      kind: z.enum(HALL_ALERT_KINDS),
      upTo: z.number().int().min(1),
      initials: initialsSchema,
    }),
    answer: answer<{ acknowledged: number }>(),
  },
  designate: {
    request: z.strictObject({ fingerprint, initials: initialsSchema }),
    answer: answer<{ designated: HallDesignation }>(),
  },
  setHall: {
    /** One of the hall's settings, as `hall set` takes it, with the director's initials. */
    request: hallSettingChangeSchema({ initials: initialsSchema }),
    answer: answer<{ settings: HallSettingsView }>(),
  },
  exportLog: {
    /** Under the hub's own `exports/` folder, or a folder the director names (a USB stick). */
    request: z.strictObject({ to: z.string().min(1).max(4096).optional() }),
    answer: answer<HallExportResult>(),
  },
  players: {
    /** Each player's challenges, from every station's verified entries that recorded a game. */
    request: z.strictObject({}),
    answer: answer<PlayerReport>(),
  },
} satisfies DeclarationsOf<HallViewMethod>;

type HallViewContract = typeof HALL_VIEW_CONTRACT;

/** The method that calls the channel named `C`. */
type MethodOfChannel<C extends HallViewChannel> = {
  [M in HallViewMethod]: (typeof HALL_VIEW_CHANNELS)[M] extends C ? M : never;
}[HallViewMethod];

/** The request payload of the channel named `C`, as its schema parses it. */
export type HallViewRequest<C extends HallViewChannel> = RequestIn<HallViewContract[MethodOfChannel<C>]>;

/** What the page calls: one method per channel; each throws with the hub's words when it refuses. */
export type HallViewApi = ApiOf<HallViewContract>;

/** What the hub's view server answers with: one handler per channel, given its parsed request. */
export type HallViewHandlerTable = HandlersOf<HallViewContract>;

export type {
  HallSettingsView,
  HallAlert,
  HallDesignation,
  HallAlertKind,
  HallEntryDetail,
  HallExportResult,
  HallFeedItem,
  HallLexicon,
  HallOfferedLexicon,
  HallOpinion,
  HallPresence,
  HallSnapshot,
  HallStationCard,
} from '../common/hall-view-shapes.ts';
