// The one contract between the kiosk screen and the station: every channel, its payload schema and
// the API type the preload (Electron) and the HTTP client (web station) both implement. Main treats
// every payload as `unknown` until the schema here has parsed it.
import { z } from 'zod';

/** Every channel the renderer may call; nothing else is forwarded. */
export const CHANNELS = {
  kioskState: 'kiosk:state',
  judge: 'kiosk:judge',
} as const;

/** The web station's header for its per-launch secret; a request without it is refused. */
export const SECRET_HEADER = 'x-station-secret';

/** A channel name. */
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/** kiosk:state takes no payload. */
export const kioskStateRequestSchema = z.undefined();

/** kiosk:judge: the words as typed (checked again by the core) and the chosen lexicon's fingerprint. */
export const judgeRequestSchema = z
  .object({
    words: z.array(z.string().max(64)).min(1).max(8),
    lexicon: z.string().regex(/^[0-9a-f]{64}$/u),
  })
  .strict();

/** The payload of kiosk:judge. */
export type JudgeRequest = z.infer<typeof judgeRequestSchema>;

/** A lexicon as the kiosk shows it. */
export interface OfferedLexicon {
  readonly name: string;
  readonly fingerprint: string;
  readonly shortFingerprint: string;
  readonly demo: boolean;
}

/** Everything the kiosk needs to draw its screens. */
export interface KioskState {
  readonly stationName: string;
  /** The lexicons players may choose from; the first is the default. Empty: the station cannot judge. */
  readonly offered: readonly OfferedLexicon[];
  readonly rules: { readonly minLetters: number; readonly maxLetters: number; readonly maxWords: number };
  /** Set while the station cannot record challenges; the kiosk shows it instead of judging. */
  readonly fault: string | null;
  readonly timings: {
    /** The verdict stays at least this long, whatever is pressed. */
    readonly verdictMinMs: number;
    /** The verdict clears by itself after this long. */
    readonly verdictClearMs: number;
    /** An unjudged entry clears after this long without a key. */
    readonly idleClearMs: number;
  };
}

/**
 * The answer to kiosk:judge. Deliberately no per-word results: the kiosk must never be able to show
 * which word failed.
 */
export type JudgeResponse =
  | {
      readonly ok: true;
      readonly verdict: 'ACCEPTABLE' | 'UNACCEPTABLE';
      readonly words: readonly string[];
      readonly lexicon: OfferedLexicon;
    }
  | {
      readonly ok: false;
      readonly reason: 'input' | 'cannot-record' | 'cannot-judge';
      readonly message: string;
    };

/** The API the kiosk screen calls, exposed as `window.station`. */
export interface StationApi {
  kioskState(): Promise<KioskState>;
  judge(request: JudgeRequest): Promise<JudgeResponse>;
}

/** The request schema of each channel, for the main-side dispatcher. */
export const REQUEST_SCHEMAS = {
  [CHANNELS.kioskState]: kioskStateRequestSchema,
  [CHANNELS.judge]: judgeRequestSchema,
} as const satisfies Record<Channel, z.ZodType>;
