// The hall view's channels: what the director's page may ask the hub, each request's schema, and
// the shapes of the answers. The hub's view server parses every request here and refuses anything
// else, as the station's IPC does with contract.ts. The page imports the types only.
import { z } from 'zod';

/** Every channel the hall view may call; nothing else is answered. */
export const HALL_VIEW_CHANNELS = {
  snapshot: 'hall:snapshot',
  entry: 'hall:entry',
  acknowledge: 'hall:acknowledge',
  designate: 'hall:designate',
  exportLog: 'hall:export',
} as const;

/** A name of one of the hall view's channels. */
export type HallViewChannel = (typeof HALL_VIEW_CHANNELS)[keyof typeof HALL_VIEW_CHANNELS];

const token = z.string().regex(/^[a-z0-9]{1,32}$/u);
const fingerprint = z.string().regex(/^[0-9a-f]{8,128}$/u);
/** A director's initials, recorded with each deliberate act on the hall view (and `hall designate --by`). */
export const initialsSchema = z
  .string()
  .trim()
  .min(1)
  .max(8)
  .regex(/^[\p{L}\p{M}. -]+$/u);

/** Each channel's request payload: strict objects, so an unknown field is refused too. */
export const hallViewRequestSchemas = {
  [HALL_VIEW_CHANNELS.snapshot]: z.strictObject({
    /** The feed the page holds (its launch id), '' at first: another id starts the page's feed again. */
    feed: z.string().max(64),
    /** How many feed items the page holds already. */
    since: z.number().int().min(0).max(100_000_000),
  }),
  [HALL_VIEW_CHANNELS.entry]: z.strictObject({
    token,
    seq: z.number().int().min(1).max(1_000_000_000),
    /** Which word failed travels only when the director asked to see it for this entry. */
    reveal: z.boolean(),
  }),
  [HALL_VIEW_CHANNELS.acknowledge]: z.strictObject({
    alertId: z.number().int().min(1),
    initials: initialsSchema,
  }),
  [HALL_VIEW_CHANNELS.designate]: z.strictObject({ fingerprint, initials: initialsSchema }),
  [HALL_VIEW_CHANNELS.exportLog]: z.strictObject({}),
} as const;

/** The request payload of `channel`. */
export type HallViewRequest<C extends HallViewChannel> = z.infer<(typeof hallViewRequestSchemas)[C]>;

export type {
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
